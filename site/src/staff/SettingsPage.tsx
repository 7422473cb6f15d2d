import type { ReactNode } from 'react';
import styles from './settingsPage.module.css';

/**
 * A page of settings or lists of the staff area ("Beveiliging", "Collega's", "Meldingen",
 * "Standaardantwoorden"): its heading and intro, then its sections one under the other.
 */
export function SettingsPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
