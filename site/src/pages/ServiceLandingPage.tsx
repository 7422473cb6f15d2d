import { Button } from '@agency/ui/Button';
import { Checklist } from '@agency/ui/Checklist';
import { Icon, type IconName } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { OfferCard } from '@agency/ui/OfferCard';
import { StepList } from '@agency/ui/StepList';
import { ValueCard } from '@agency/ui/ValueCard';
import { promises, serviceBySlug, type ServiceSlug } from '@agency/content';
import { CallToAction } from './parts/CallToAction';
import { CardGrid } from './parts/CardGrid';
import { PageIntro } from './parts/PageIntro';
import styles from './pages.module.css';

const useCaseIcons: IconName[] = ['rocket', 'users', 'clock', 'layers'];

/** The landing page of one service: offers, benefits, the five steps and a call to action. */
export function ServiceLandingPage({ slug }: { slug: ServiceSlug }) {
  const service = serviceBySlug(slug);
  return (
    <>
      <PageIntro
        eyebrow={service.tagline}
        title={service.name}
        intro={service.summary}
        actions={
          <>
            <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="arrow-right" />}>
              Gratis Design Aanvragen
            </Button>
            <Button href="/services" variant="secondary" tone="dark" size="lg">
              Alle diensten
            </Button>
          </>
        }
      />

      <Section tone="surface" aria-labelledby="aanbod">
        <SectionHeading
          eyebrow="Aanbod"
          title="Wat we voor je maken"
          headingId="aanbod"
          intro="Geen pakketten met vaste prijzen: na het gratis ontwerp krijg je een offerte op maat."
        />
        <CardGrid columns={3}>
          {service.offers.map((offer) => (
            <OfferCard
              key={offer.title}
              title={offer.title}
              text={offer.text}
              includes={offer.includes}
              action={{ href: '/contact', label: 'Vraag een gratis ontwerp aan' }}
            />
          ))}
        </CardGrid>
      </Section>

      <Section aria-labelledby="voordelen">
        <SectionHeading eyebrow="Voordelen" title="Wat je ervan merkt" headingId="voordelen" />
        <div className={styles.block}>
          <Checklist items={service.benefits} columns={2} aria-labelledby="voordelen" />
        </div>
        <p className={`${styles.lead} ${styles.block}`}>
          Doorlooptijd: meestal {service.delivery.min} tot {service.delivery.max} weken, afhankelijk van wat je nodig
          hebt. Het ontwerp heb je al binnen {promises.freeDesignHours} uur.
        </p>
      </Section>

      {service.useCases ? (
        <Section tone="surface" aria-labelledby="toepassingen">
          <SectionHeading
            eyebrow="Toepassingen"
            title="Waarvoor je ons inschakelt"
            headingId="toepassingen"
            intro="Een paar voorbeelden van platformen die we bouwen."
          />
          <CardGrid columns={4}>
            {service.useCases.map((useCase, index) => (
              <ValueCard
                key={useCase.title}
                icon={<Icon name={useCaseIcons[index] ?? 'sparkle'} />}
                title={useCase.title}
                text={useCase.text}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {service.techStack ? (
        <Section aria-labelledby="techniek">
          <SectionHeading
            eyebrow="Techniek"
            title="Onze tech stack"
            headingId="techniek"
            intro="Bewezen technologie die snel is, veilig en lang meegaat."
          />
          <div className={styles.block}>
            <Checklist items={service.techStack} columns={2} aria-labelledby="techniek" />
          </div>
        </Section>
      ) : null}

      <Section tone="sunken" aria-labelledby="werkwijze">
        <SectionHeading
          eyebrow="Werkwijze"
          title="Zo werken we, in vijf stappen"
          headingId="werkwijze"
          intro="Van het eerste gesprek tot de lancering weet je steeds waar je aan toe bent."
        />
        <div className={styles.block}>
          <StepList steps={service.processSteps} aria-labelledby="werkwijze" />
        </div>
      </Section>

      <CallToAction
        title="Klaar voor de volgende stap?"
        text={`Vraag een gratis ontwerp aan. We nemen binnen ${promises.contactWithinHours} uur contact met je op en binnen ${promises.freeDesignHours} uur zie je je ontwerp.`}
      />
    </>
  );
}
