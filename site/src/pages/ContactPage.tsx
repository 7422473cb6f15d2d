import { ContactForm } from '@agency/ui/ContactForm';
import { GuaranteeCard } from '@agency/ui/GuaranteeCard';
import { Icon } from '@agency/ui/Icon';
import { InfoCard } from '@agency/ui/InfoCard';
import { Section } from '@agency/ui/Layout';
import { sendProjectRequest } from '../features/leads';
import { countGoal } from '../features/analytics';
import { preloadNotices } from '../app/Notices';
import { agency, contactFormPost, contactFormTexts, contactPage as copy } from '@agency/content';
import { leadsApi } from '@agency/contract/leads';
import { PageIntro } from './parts/PageIntro';
import styles from './pages.module.css';

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} height="content" />
      {/* Compact: the form's heading and first field are on the first screen, also at 1280 x 800. */}
      <Section tone="surface" spacing="compact">
        <div className={styles.contactGrid}>
          {/* Typing in the form fetches the notices' code: sending may fail when the server no longer answers.
              A field taking the focus is the goal "form opened" (counted once per page view). */}
          <div
            className={styles.formCard}
            onFocus={(event) => {
              void preloadNotices().catch(() => undefined);
              if (event.target.matches('input,textarea,select')) countGoal('form_opened');
            }}
          >
            <h2 id="projectaanvraag" className={styles.formTitle}>
              {copy.formTitle}
            </h2>
            <ContactForm
              texts={contactFormTexts}
              onSubmit={sendProjectRequest}
              action={leadsApi.paths.contact}
              sentTargetId={contactFormPost.sentTargetId}
              aria-labelledby="projectaanvraag"
            />
          </div>
          <aside className={styles.aside} aria-label={copy.details.label}>
            <InfoCard
              icon={<Icon name="mail" />}
              label={copy.details.email}
              value={agency.email}
              href={`mailto:${agency.email}`}
            />
            <InfoCard
              icon={<Icon name="phone" />}
              label={copy.details.phone}
              value={agency.phone.display}
              href={agency.phone.href}
            />
            <InfoCard icon={<Icon name="map-pin" />} label={copy.details.location} value={agency.location} />
            <GuaranteeCard title={copy.guarantee.title} headingLevel={2} items={copy.guarantee.items} />
          </aside>
        </div>
      </Section>
    </>
  );
}
