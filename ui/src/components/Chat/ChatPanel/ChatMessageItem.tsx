import type { ReactNode } from 'react';
import styles from './ChatMessageItem.module.css';

export type ChatMessageItemProps = {
  /** Who speaks: the visitor's bubbles sit on the right, the assistant's and a person's on the left. */
  role: 'user' | 'assistant' | 'person';
  /** The speaker before the message, for screen readers only, e.g. 'Jij: '. */
  speaker: string;
  /** A name shown above the bubble (a person of the agency). Screen readers hear it in `speaker`. */
  name?: string;
  /** A partial answer the visitor stopped: its bubble is dashed. */
  stopped?: boolean;
  /** A message of the visitor that did not arrive: its bubble is dashed. */
  failed?: boolean;
  /** What belongs under the bubble: the stopped mark with 'Opnieuw', or the votes. */
  meta?: ReactNode;
  /** The message: its paragraphs (`<p>`) and lists. */
  children: ReactNode;
};

/** One message of a speaker in the conversation: an item of the list of messages, with its bubble. */
export function ChatMessageItem({ role, speaker, name, stopped, failed, meta, children }: ChatMessageItemProps) {
  return (
    <li
      className={styles.message}
      data-role={role}
      data-stopped={stopped || undefined}
      data-failed={failed || undefined}
    >
      <span className="visually-hidden">{speaker}</span>
      {name ? (
        <span className={styles.name} aria-hidden="true">
          {name}
        </span>
      ) : null}
      <div className={styles.bubble}>{children}</div>
      {meta ? <div className={styles.meta}>{meta}</div> : null}
    </li>
  );
}
