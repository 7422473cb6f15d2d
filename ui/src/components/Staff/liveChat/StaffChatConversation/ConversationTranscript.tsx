import card from '../../common/staffSection.module.css';
import { StaffTranscriptText } from '../../common/StaffTranscriptText/StaffTranscriptText';
import type { StaffChatRecord } from '../staffChats';
import styles from './StaffChatConversation.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';

export type ConversationTranscriptProps = {
  transcript: StaffChatRecord['transcript'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: StaffChatConversationTexts;
};

/**
 * The conversation with the assistant before the hand-over, folded, set apart as what the
 * visitor's browser sent; the assistant's links are links (`StaffTranscriptText`).
 */
export function ConversationTranscript({ transcript, open, onOpenChange, texts }: ConversationTranscriptProps) {
  return (
    <details className={styles.transcript} open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary>
        <span className={styles.marker} aria-hidden="true" />
        <span className={styles.transcriptTitle}>{texts.transcript}</span>
        <span className={card.meta}>{texts.transcriptSource}</span>
      </summary>
      <ol aria-label={texts.transcript}>
        {transcript.map((message, index) => (
          <li key={index} data-role={message.role}>
            <span className={styles.speaker}>{message.role === 'user' ? texts.visitor : texts.assistant}</span>
            <StaffTranscriptText role={message.role} content={message.content} />
          </li>
        ))}
      </ol>
    </details>
  );
}
