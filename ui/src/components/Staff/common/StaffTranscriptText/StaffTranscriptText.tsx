import { MessageText } from '../../../Chat/MessageText';
import card from '../staffSection.module.css';
import styles from './StaffTranscriptText.module.css';

export type StaffTranscriptTextProps = {
  /** Who wrote it: the visitor (`user`) or the assistant. */
  role: 'user' | 'assistant';
  content: string;
};

/**
 * A message of a chat transcript as a colleague reads it (a lead's page, the live chat): the
 * assistant's text through the visitor panel's own renderer (`MessageText`), so its markdown
 * links are links (a path on this site or an http(s) address, in a new tab) and never raw
 * `[label](/path)`; what the visitor typed stays text as typed. Only text and anchors, never HTML.
 */
export function StaffTranscriptText({ role, content }: StaffTranscriptTextProps) {
  if (role === 'user') return <p className={card.typed}>{content}</p>;
  return (
    <div className={`${card.typed} ${styles.said}`}>
      <MessageText text={content} links="staff" />
    </div>
  );
}
