import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section } from '@agency/ui/Layout';
import type { CallToActionCopy } from '@agency/content';
import { useId } from 'react';
import styles from './parts.module.css';

/** The title, the text and the button's label; the button always leads to /contact. */
export type CallToActionProps = CallToActionCopy;

/**
 * The closing band of a page: one clear next step, to the contact page. A dark panel on the
 * page's light paper, so it stands apart from the dark footer that follows it.
 */
export function CallToAction({ title, text, action }: CallToActionProps) {
  const id = useId();
  return (
    <Section spacing="compact" aria-labelledby={id}>
      <div className={styles.cta}>
        <div>
          <h2 id={id} className={styles.ctaTitle}>
            {title}
          </h2>
          <p className={styles.ctaText}>{text}</p>
        </div>
        <Button
          href="/contact"
          variant="cta"
          size="lg"
          endIcon={<Icon name="arrow-right" />}
          className={styles.ctaAction}
        >
          {action}
        </Button>
      </div>
    </Section>
  );
}
