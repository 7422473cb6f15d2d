import styles from './RecoveryCodeList.module.css';

export type RecoveryCodeListProps = {
  /** The codes, in the order given. */
  codes: readonly string[];
  /** The list's accessible name, e.g. 'Herstelcodes'. */
  label: string;
  /** Class name of each item. */
  itemClassName?: string;
};

/**
 * Recovery codes, shown once (in the account's set-up and when new ones are made): a numbered
 * list in monospace, selected whole with one click for a password manager, never translated.
 */
export function RecoveryCodeList({ codes, label, itemClassName }: RecoveryCodeListProps) {
  return (
    <ol className={styles.codes} aria-label={label} translate="no">
      {codes.map((code) => (
        <li key={code} className={itemClassName}>
          <code className={styles.code}>{code}</code>
        </li>
      ))}
    </ol>
  );
}
