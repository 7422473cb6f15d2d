import { Icon, type IconName } from '@agency/ui/Icon';
import { Picture } from '@agency/ui/Picture';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { ValueCard } from '@agency/ui/ValueCard';
import { teamImage } from '../assets/team';
import { about, aboutPage, differentiators, values, type Value } from '@agency/content';
import { CallToAction } from './parts/CallToAction';
import { CardGrid } from './parts/CardGrid';
import { PageIntro } from './parts/PageIntro';
import styles from './pages.module.css';

const differentiatorIcons: IconName[] = ['palette', 'clock', 'layers', 'trending-up'];
const valueIcons: Record<Value['name'], IconName> = {
  Perfectie: 'star',
  Innovatie: 'rocket',
  Passie: 'heart',
  Samenwerking: 'users',
};

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={aboutPage.eyebrow} title={about.title} intro={about.mission} height="content" />

      <Section tone="surface" aria-labelledby="waarom">
        <SectionHeading {...aboutPage.why} headingId="waarom" />
        <CardGrid columns={4}>
          {differentiators.map((item, index) => (
            <ValueCard
              key={item.title}
              icon={<Icon name={differentiatorIcons[index] ?? 'sparkle'} />}
              title={item.title}
              text={item.text}
            />
          ))}
        </CardGrid>
      </Section>

      <Section aria-labelledby="team">
        <div className={styles.split}>
          <div>
            <SectionHeading eyebrow={aboutPage.team.eyebrow} title={aboutPage.team.title} headingId="team" />
            {aboutPage.team.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.lead}>
                {paragraph}
              </p>
            ))}
          </div>
          <figure className={styles.figure}>
            <Picture
              {...teamImage}
              sizes="(min-width: 1024px) 36rem, 100vw"
              alt={about.teamPhotoAlt}
              loading="lazy"
              className={styles.image}
            />
            <figcaption className={styles.caption}>{aboutPage.team.caption}</figcaption>
          </figure>
        </div>
      </Section>

      <Section tone="sunken" aria-labelledby="waarden">
        <SectionHeading {...aboutPage.values} headingId="waarden" />
        <CardGrid columns={4}>
          {values.map((value) => (
            <ValueCard
              key={value.name}
              icon={<Icon name={valueIcons[value.name]} />}
              title={value.title}
              text={value.text}
            />
          ))}
        </CardGrid>
      </Section>

      <CallToAction {...aboutPage.callToAction} />
    </>
  );
}
