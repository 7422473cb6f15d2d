import { Section } from '@agency/ui/Layout';
import styles from './pages.module.css';

/** The generic fallback when a page fails to render (spec section 8). */
export function RenderErrorPage({ error }: { error: Error }) {
  return (
    <Section className={styles.notFound}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.lead}>
        Er ging iets mis bij het tonen van deze pagina. Laad de pagina opnieuw of ga terug naar de homepage.
      </p>
      <p className={styles.lead}>
        <code>{error.message}</code>
      </p>
      <div className={styles.notFoundActions}>
        {/* A full page load, not a client-side navigation: the app itself may be what failed. */}
        <a href="/">Terug naar de homepage</a>
      </div>
    </Section>
  );
}
