import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../Button';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import styles from './StaffPersonErase.module.css';
import type { StaffPersonTexts } from './staffPerson';

export type PersonConfirmProps = {
  /** The prefix of the ids in it. */
  id: string;
  /** Its heading, where focus goes. */
  confirmRef: RefObject<HTMLHeadingElement | null>;
  checkboxRef: RefObject<HTMLInputElement | null>;
  /** The checkbox is checked. */
  confirmed: boolean;
  onConfirmedChange: (checked: boolean) => void;
  /** Not checked, or the api's refusal. */
  confirmError?: string;
  /** What runs: the search, or the erasure. */
  busy?: 'search' | 'erase';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  texts: StaffPersonTexts;
};

/** "Weet je het zeker?": edged in the danger colour, a checkbox that confirms, and "Definitief wissen". */
export function PersonConfirm({
  id,
  confirmRef,
  checkboxRef,
  confirmed,
  onConfirmedChange,
  confirmError,
  busy,
  onSubmit,
  onCancel,
  texts,
}: PersonConfirmProps) {
  const confirmErrorId = `${id}-confirm-error`;
  return (
    <section className={`${card.section} ${styles.danger}`} aria-labelledby={`${id}-confirm`}>
      <h2 id={`${id}-confirm`} ref={confirmRef} tabIndex={-1} className={`${card.title} ${styles.focusTarget}`}>
        {texts.confirmTitle}
      </h2>
      <p id={`${id}-confirm-intro`}>{texts.confirmIntro}</p>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-confirm`}
        aria-busy={busy === 'erase' || undefined}
      >
        <label className={styles.check}>
          <input
            ref={checkboxRef}
            type="checkbox"
            checked={confirmed}
            disabled={busy !== undefined}
            onChange={(event) => onConfirmedChange(event.target.checked)}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? confirmErrorId : undefined}
          />
          <span>{texts.confirmLabel}</span>
        </label>
        <div role="alert" id={confirmErrorId}>
          {confirmError ? <p className={answerStyle.errorText}>{confirmError}</p> : null}
        </div>
        <div className={card.actions}>
          <Button type="submit" variant="primary" loading={busy === 'erase'} className={styles.eraseButton}>
            {busy === 'erase' ? texts.erasing : texts.confirmErase}
          </Button>
          <Button variant="ghost" disabled={busy !== undefined} onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
