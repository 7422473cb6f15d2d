import type { ReactNode } from 'react';
import { Icon } from '../../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../../PrivacyNote';
import styles from './ChatEmptyState.module.css';

export type ChatEmptyStateProps = {
  title: string;
  text: string;
  /** That this is an AI assistant, and a link to the privacy statement. */
  disclosure: PrivacyNoteText;
  /** Called when the privacy link is chosen. */
  onNavigate?: () => void;
  /** Shown between the text and the disclosure: the quick replies. */
  children?: ReactNode;
};

/** What the conversation shows before its first message: a welcome, the quick replies and the AI disclosure. */
export function ChatEmptyState({ title, text, disclosure, onNavigate, children }: ChatEmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="sparkle" />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      {children}
      <PrivacyNote text={disclosure} onNavigate={onNavigate} className={styles.disclosure} />
    </div>
  );
}
