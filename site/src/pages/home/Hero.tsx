import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section } from '@agency/ui/Layout';
import { ProjectPreviewCard, ProjectPreviewList, projectPreviewImage } from '@agency/ui/ProjectPreviewCard';
import { agency, homePage } from '@agency/content';
import { CallbackButton } from './CallbackButton';
import styles from './home.module.css';

const copy = homePage.hero;
const [titleStart, titleEnd] = copy.title.split(copy.titleEmphasis) as [string, string?];

export function Hero() {
  return (
    <Section tone="inverse" spacing="compact" className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroGrid}>
        <div className={styles.heroText}>
          <p className={styles.badge}>
            <Icon name="sparkle" />
            {copy.badge}
          </p>
          <h1 id="home-title" className={styles.title}>
            {titleStart}
            <em>{copy.titleEmphasis}</em>
            {titleEnd}
          </h1>
          <p className={styles.intro}>{agency.intro}</p>
        </div>
        <div className={styles.actions}>
          <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="arrow-right" />}>
            {copy.requestDesign}
          </Button>
          <CallbackButton />
          <Button href="/about" variant="secondary" tone="dark" size="lg">
            {copy.about}
          </Button>
        </div>
        <ProjectPreviewList aria-label={copy.previewsLabel} className={styles.previews}>
          {homePage.hero.previews.map((preview) => (
            <ProjectPreviewCard
              key={preview.id}
              {...projectPreviewImage(preview.id)}
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
