import { clsx } from 'clsx';
import { Button } from '@agency/ui/Button';
import { Checklist } from '@agency/ui/Checklist';
import { Icon, type IconName } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { OfferCard } from '@agency/ui/OfferCard';
import { StepList } from '@agency/ui/StepList';
import { ValueCard } from '@agency/ui/ValueCard';
import { WholeWords } from '@agency/ui/WholeWords';
import { serviceBySlug, serviceLandingPage as copy, type ServiceSlug } from '@agency/content';
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
        title={<WholeWords>{service.name}</WholeWords>}
        intro={service.summary}
        actions={
          <>
            <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="arrow-right" />}>
              {copy.requestDesign}
            </Button>
            <Button href="/services" variant="secondary" tone="dark" size="lg">
              {copy.allServices}
            </Button>
          </>
        }
      />

      <Section tone="surface" aria-labelledby="aanbod">
        <SectionHeading
          eyebrow={copy.offers.eyebrow}
          title={copy.offers.title}
          intro={copy.offers.intro}
          headingId="aanbod"
        />
        <CardGrid columns={3}>
          {service.offers.map((offer) => (
            <OfferCard
              key={offer.title}
              title={offer.title}
              text={offer.text}
              includes={offer.includes}
              includesLabel={copy.offers.includesLabel}
              action={{ href: '/contact', label: copy.offers.action }}
            />
          ))}
        </CardGrid>
      </Section>

      <Section aria-labelledby="voordelen">
        <SectionHeading {...copy.benefits} headingId="voordelen" />
        <div className={styles.block}>
          <Checklist items={service.benefits} columns={2} aria-labelledby="voordelen" />
        </div>
        <p className={clsx(styles.lead, styles.block)}>{copy.delivery(service.delivery)}</p>
      </Section>

      {service.useCases ? (
        <Section tone="surface" aria-labelledby="toepassingen">
          <SectionHeading {...copy.useCases} headingId="toepassingen" />
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
          <SectionHeading {...copy.techStack} headingId="techniek" />
          <div className={styles.block}>
            <Checklist items={service.techStack} columns={2} aria-labelledby="techniek" />
          </div>
        </Section>
      ) : null}

      <Section tone="sunken" aria-labelledby="werkwijze">
        <SectionHeading {...copy.process} headingId="werkwijze" />
        <div className={styles.block}>
          <StepList steps={service.processSteps} aria-labelledby="werkwijze" />
        </div>
      </Section>

      <CallToAction {...copy.callToAction} />
    </>
  );
}
