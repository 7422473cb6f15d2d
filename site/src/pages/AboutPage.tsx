import { Icon, type IconName } from '@agency/ui/Icon';
import { Picture } from '@agency/ui/Picture';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { ValueCard } from '@agency/ui/ValueCard';
import { teamImage } from '../assets/team';
import { about, differentiators, values, type Value } from '@agency/content';
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
      <PageIntro eyebrow="Over ons" title={about.title} intro={about.mission} />

      <Section tone="surface" aria-labelledby="waarom">
        <SectionHeading
          eyebrow="Waarom Studio Legende"
          title="Waarom ondernemers voor ons kiezen"
          headingId="waarom"
          intro="Een nieuwe website is een investering. Daarom maken we het je makkelijk om te zien wat je krijgt, voordat je beslist."
        />
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
            <SectionHeading eyebrow="Ons team" title="Een klein team dat je bedrijf leert kennen" headingId="team" />
            <p className={styles.lead}>
              Bij ons praat je niet met een accountmanager die het doorgeeft, maar met de mensen die je website
              ontwerpen en bouwen. Ontwerpers en ontwikkelaars zitten samen aan tafel, zodat ideeën snel van schets naar
              werkende pagina gaan.
            </p>
            <p className={styles.lead}>
              Je hebt één vast aanspreekpunt, ook na de lancering. Zo weet je altijd bij wie je terecht kunt.
            </p>
          </div>
          <figure className={styles.figure}>
            <Picture
              {...teamImage}
              sizes="(min-width: 1024px) 36rem, 100vw"
              alt={about.teamPhotoAlt}
              loading="lazy"
              className={styles.image}
            />
            <figcaption className={styles.caption}>Ontwerp en ontwikkeling aan één tafel.</figcaption>
          </figure>
        </div>
      </Section>

      <Section tone="sunken" aria-labelledby="waarden">
        <SectionHeading
          eyebrow="Onze waarden"
          title="Waar we voor staan"
          headingId="waarden"
          intro="Vier waarden bepalen hoe we werken, aan elk project."
        />
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

      <CallToAction
        title="Benieuwd wat we voor jou kunnen maken?"
        text="Vraag een gratis ontwerp aan. Binnen 48 uur zie je hoe jouw merk online een legende wordt, geheel vrijblijvend."
      />
    </>
  );
}
