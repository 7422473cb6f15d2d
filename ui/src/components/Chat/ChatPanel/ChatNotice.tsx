import type { ReactNode } from 'react';
import { Icon } from '../../Icon';
import styles from './ChatNotice.module.css';

export type ChatNoticeProps = {
  /** Said before it, for screen readers only, e.g. 'Melding: '. */
  prefix: string;
  children: ReactNode;
};

/** A notice of the site in the conversation (e.g. the confirmation of a callback request): not a speaker's bubble. */
export function ChatNotice({ prefix, children }: ChatNoticeProps) {
  return (
    <li className={styles.item} data-role="notice">
      <p className={styles.notice}>
        <Icon name="check" className={styles.icon} />
        <span className="visually-hidden">{prefix}</span>
        <span>{children}</span>
      </p>
    </li>
  );
}
