import { useState } from 'react';
import { Button } from '../../../Button';
import answerStyle from '../staffAnswer.module.css';
import styles from './RecoveryCodeList.module.css';

/** The texts of the ways to keep the codes. */
export type RecoveryCodeActionTexts = {
  /** e.g. 'Kopiëren'. */
  copy: string;
  /** Said when the codes are on the clipboard. */
  copied: string;
  /** Said when the browser refused the clipboard: how to copy them by hand. */
  copyFailed: string;
  /** e.g. 'Downloaden als tekst'. */
  download: string;
  /** The downloaded file's name, e.g. 'herstelcodes.txt'. */
  fileName: string;
  /** The file's first lines: what the codes are for (a blank line follows). */
  fileHeading: string;
  /** e.g. 'Afdrukken'. */
  print: string;
};

export type RecoveryCodeListProps = {
  /** The codes, in the order given. */
  codes: readonly string[];
  /** The list's accessible name, e.g. 'Herstelcodes'. */
  label: string;
  /** Copy, download and print. */
  actions: RecoveryCodeActionTexts;
  /** Class name of each item. */
  itemClassName?: string;
};

/** The text file of the codes: its heading, then a code per numbered line. */
export function recoveryCodesFile(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.map((code, index) => `${index + 1}. ${code}`).join('\n')}\n`;
}

/**
 * Recovery codes, shown once (in the account's set-up and when new ones are made): a numbered
 * list in monospace, selected whole with one click for a password manager, never translated;
 * then copy (the clipboard), download (a text file, made in the page: the codes never travel
 * again) and print (only the codes are printed).
 */
export function RecoveryCodeList({ codes, label, actions, itemClassName }: RecoveryCodeListProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const file = recoveryCodesFile(codes, actions.fileHeading);
  async function copy() {
    try {
      await navigator.clipboard.writeText(file);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className={styles.printed}>
      <ol className={styles.codes} aria-label={label} translate="no">
        {codes.map((code) => (
          <li key={code} className={itemClassName}>
            <code className={styles.code}>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {actions.copy}
        </Button>
        {/* A data: address is no page of the app: a plain link, made here from the codes in view. */}
        <Button
          variant="secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={actions.fileName}
        >
          {actions.download}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {actions.print}
        </Button>
      </div>
      <div role="status">
        {copied === 'yes' ? <p className={answerStyle.doneText}>{actions.copied}</p> : null}
        {copied === 'no' ? <p className={answerStyle.errorText}>{actions.copyFailed}</p> : null}
      </div>
    </div>
  );
}
