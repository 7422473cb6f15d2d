import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section } from '@agency/ui/Layout';
import { ProjectPreviewCard, ProjectPreviewList, projectPreviews } from '@agency/ui/ProjectPreviewCard';
import { agency, promises } from '@agency/content';
import { CallbackButton } from './CallbackButton';
import styles from './home.module.css';

export function Hero() {
  return (
    <Section tone="inverse" spacing="compact" className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroGrid}>
        <div>
          <p className={styles.badge}>
            <Icon name="sparkle" />
            Gratis ontwerp binnen {promises.freeDesignHours} uur
          </p>
          <h1 id="home-title" className={styles.title}>
            Wij maken van jouw merk een <em>online legende</em>
          </h1>
          <p className={styles.intro}>{agency.intro}</p>
          <div className={styles.actions}>
            <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="arrow-right" />}>
              Gratis Design Aanvragen
            </Button>
            <CallbackButton />
            <Button href="/about" variant="secondary" tone="dark" size="lg">
              Leer ons kennen
            </Button>
          </div>
        </div>
        <ProjectPreviewList aria-label="Recente projecten">
          {projectPreviews.map((preview) => (
            <ProjectPreviewCard
              key={preview.id}
              {...preview.image}
              alt={preview.alt}
              title={preview.title}
              category={preview.category}
            />
          ))}
        </ProjectPreviewList>
      </div>
    </Section>
  );
}
