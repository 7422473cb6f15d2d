import { clsx } from 'clsx';
import { useState, type Ref } from 'react';
import { Button } from '../../../Button';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import field from '../../common/staffField.module.css';
import { staffMoment } from '../../common/staffMoment';
import { fillIn } from '../../common/staffTexts';
import styles from './StaffTeam.module.css';

/** The texts of a one-time link as it is handed to the beheerder. */
export type StaffTeamLinkTexts = {
  /** The read-only field's label, e.g. 'Eenmalige link'. */
  label: string;
  /** 'Kopiëren'. */
  copy: string;
  /** Said when the link is on the clipboard. */
  copied: string;
  /** Said when the browser refused the clipboard: how to copy it by hand. */
  copyFailed: string;
  /** It was e-mailed too: '… naar {email}.' */
  emailed: string;
  /** No e-mail is set up (or it failed): the beheerder passes it on. */
  notEmailed: string;
  /** Until when it works, '{time}' in Amsterdam. */
  validUntil: string;
};

export type TeamLinkProps = {
  /** The prefix of its ids. */
  id: string;
  link: string;
  expiresAt: string;
  /** Whether the api e-mailed it, and to whom. */
  emailed: boolean;
  email: string;
  /** What was done, said first (e.g. '{name} is uitgenodigd.'). */
  done: string;
  /** The read-only field, for whoever moves focus to it. */
  fieldRef?: Ref<HTMLInputElement>;
  texts: StaffTeamLinkTexts;
};

/**
 * A one-time link (an invitation, a new start), shown once: what was done, the link in a
 * read-only field (a click selects it whole) with "Kopiëren", whether it was e-mailed, and
 * until when it works. The link is text in a field, never a link to follow here.
 */
export function TeamLink({ id, link, expiresAt, emailed, email, done, fieldRef, texts }: TeamLinkProps) {
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const fieldId = `${id}-link`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className={styles.link}>
      <p className={answerStyle.doneBox}>{done}</p>
      <label htmlFor={fieldId} className={field.label}>
        {texts.label}
      </label>
      <div className={styles.linkRow}>
        <input
          ref={fieldRef}
          id={fieldId}
          className={clsx(field.control, styles.linkField)}
          value={link}
          readOnly
          translate="no"
          spellCheck={false}
          aria-describedby={`${id}-link-about`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </div>
      <p id={`${id}-link-about`} className={card.meta}>
        {emailed ? fillIn(texts.emailed, { email }) : texts.notEmailed}{' '}
        {fillIn(texts.validUntil, { time: staffMoment(expiresAt) })}
      </p>
      <div role="status">
        {copied === 'yes' ? <p className={answerStyle.doneText}>{texts.copied}</p> : null}
        {copied === 'no' ? <p className={answerStyle.errorText}>{texts.copyFailed}</p> : null}
      </div>
    </div>
  );
}
