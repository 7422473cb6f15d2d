import { Section } from '@agency/ui/Layout';
import type { ReactNode } from 'react';
import styles from './parts.module.css';

export type PageIntroProps = {
  /** Short label above the title. */
  eyebrow?: string;
  /** The page's one h1. */
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /**
   * `screen` (default): the band fills the first screen, its content in the middle. `content`:
   * it is as tall as what it holds, so the page's own content (a form, the questions) starts on
   * the first screen.
   */
  height?: 'screen' | 'content';
};

/** The dark opening band of an inner page, with its h1. */
export function PageIntro({ eyebrow, title, intro, actions, height = 'screen' }: PageIntroProps) {
  return (
    <Section tone="inverse" spacing="compact" className={styles.intro} data-height={height}>
      {eyebrow ? <p className={styles.introEyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.introTitle}>{title}</h1>
      {intro ? <p className={styles.introText}>{intro}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Section>
  );
}
