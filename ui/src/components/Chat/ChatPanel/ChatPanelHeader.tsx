import type { Ref } from 'react';
import { Icon } from '../../Icon';
import styles from './ChatPanelHeader.module.css';

export type ChatPanelHeaderProps = {
  /** The id of the heading, which names the panel. */
  titleId: string;
  /** The heading, which takes focus when the panel opens on a touch screen. */
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  /** The status line under the heading, e.g. 'Online'. */
  status: string;
  /** A line under the status, e.g. 'Je chat met Sanne' while a person holds the conversation. None when left out. */
  detail?: string;
  /** Shows the close button (small screens only). */
  onClose?: () => void;
  /** Accessible name of the close button. Default 'Chat sluiten'. */
  closeLabel?: string;
};

/** The panel's header: the assistant's avatar, its name with an online indicator, and the close button. */
export function ChatPanelHeader({
  titleId,
  headingRef,
  title,
  status,
  detail,
  onClose,
  closeLabel,
}: ChatPanelHeaderProps) {
  return (
    <header className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        <Icon name="sparkle" />
      </span>
      <div className={styles.heading}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <p className={styles.status}>
          <span className={styles.dot} aria-hidden="true" />
          {status}
        </p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className={styles.close} aria-label={closeLabel ?? 'Chat sluiten'} onClick={onClose}>
          <Icon name="close" />
        </button>
      ) : null}
    </header>
  );
}
