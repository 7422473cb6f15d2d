import type { RefObject } from 'react';
import { Button } from '../../../Button';
import { fillIn } from '../../common/staffTexts';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import styles from './StaffPersonErase.module.css';
import type { StaffPersonErased, StaffPersonTexts } from './staffPerson';

export type PersonErasedProps = {
  erased: StaffPersonErased;
  /** The line that says it, where focus goes. */
  erasedRef: RefObject<HTMLParagraphElement | null>;
  /** Back to the search. */
  onAgain: () => void;
  texts: StaffPersonTexts;
};

/** What was erased (said as a status), and the way back to the search. */
export function PersonErased({ erased, erasedRef, onAgain, texts }: PersonErasedProps) {
  return (
    <section className={card.section} aria-label={texts.resultTitle}>
      <div role="status">
        <p ref={erasedRef} tabIndex={-1} className={`${answerStyle.doneText} ${styles.focusTarget}`}>
          {fillIn(texts.erased, {
            leads: erased.counts.leads ?? erased.leadIds.length,
            notes: erased.counts.lead_notes ?? 0,
            feedback: erased.counts.chat_feedback ?? erased.feedbackIds.length,
          })}
        </p>
      </div>
      <div className={card.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {texts.again}
        </Button>
      </div>
    </section>
  );
}
