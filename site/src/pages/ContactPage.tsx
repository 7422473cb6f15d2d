import { ContactForm } from '@agency/ui/ContactForm';
import { GuaranteeCard } from '@agency/ui/GuaranteeCard';
import { Icon } from '@agency/ui/Icon';
import { InfoCard } from '@agency/ui/InfoCard';
import { Section } from '@agency/ui/Layout';
import { sendProjectRequest } from '../api/leads';
import { agency, contactFormTexts, promises } from '@agency/content';
import { PageIntro } from './parts/PageIntro';
import styles from './pages.module.css';

export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Vraag je gratis ontwerp aan"
        intro={`Vertel ons over je bedrijf en je plannen. Binnen ${promises.contactWithinHours} uur nemen we contact met je op en binnen ${promises.freeDesignHours} uur heb je een gratis ontwerp.`}
      />
      <Section tone="surface">
        <div className={styles.contactGrid}>
          <div className={styles.formCard}>
            <h2 id="projectaanvraag" className={styles.formTitle}>
              Vertel over je project
            </h2>
            <ContactForm texts={contactFormTexts} onSubmit={sendProjectRequest} aria-labelledby="projectaanvraag" />
          </div>
          <aside className={styles.aside} aria-label="Contactgegevens">
            <InfoCard icon={<Icon name="mail" />} label="E-mail" value={agency.email} href={`mailto:${agency.email}`} />
            <InfoCard
              icon={<Icon name="phone" />}
              label="Telefoon"
              value={agency.phone.display}
              href={agency.phone.href}
            />
            <InfoCard icon={<Icon name="map-pin" />} label="Locatie" value={agency.location} />
            <GuaranteeCard
              title="Onze garantie"
              headingLevel={2}
              items={[
                `Binnen ${promises.contactWithinHours} uur contact`,
                `Gratis ontwerp binnen ${promises.freeDesignHours} uur`,
                'Geen verplichtingen',
              ]}
            />
          </aside>
        </div>
      </Section>
    </>
  );
}
