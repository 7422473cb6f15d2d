import { Section } from '@agency/ui/Layout';
import { renderErrorPage } from '@agency/content';
import styles from './pages.module.css';

/** The generic fallback when a page fails to render: the error's message and a way back home. */
export function RenderErrorPage({ error }: { error: Error }) {
  return (
    <Section className={styles.notFound}>
      <h1 className={styles.title}>{renderErrorPage.title}</h1>
      <p className={styles.lead}>{renderErrorPage.text}</p>
      <p className={styles.lead}>
        <code>{error.message}</code>
      </p>
      <div className={styles.notFoundActions}>
        {/* A full page load, not a client-side navigation: the app itself may be what failed. */}
        <a href="/">{renderErrorPage.home}</a>
      </div>
    </Section>
  );
}
