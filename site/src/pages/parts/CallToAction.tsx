import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section } from '@agency/ui/Layout';
import { useId } from 'react';
import styles from './parts.module.css';

export type CallToActionProps = {
  title: string;
  text: string;
  /** The button's label; it always leads to /contact. */
  action?: string;
};

/** The closing band of a page: one clear next step, to the contact page. */
export function CallToAction({ title, text, action = 'Gratis Design Aanvragen' }: CallToActionProps) {
  const id = useId();
  return (
    <Section tone="inverse" aria-labelledby={id}>
      <div className={styles.cta}>
        <div>
          <h2 id={id} className={styles.ctaTitle}>
            {title}
          </h2>
          <p className={styles.ctaText}>{text}</p>
        </div>
        <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="arrow-right" />}>
          {action}
        </Button>
      </div>
    </Section>
  );
}
