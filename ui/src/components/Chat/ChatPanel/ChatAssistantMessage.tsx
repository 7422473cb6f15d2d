import type { MouseEvent as ReactMouseEvent } from 'react';
import type { ChatFeedback, ChatVote } from '../chatTypes';
import { MessageText } from '../MessageText';
import styles from './ChatAssistantMessage.module.css';
import { ChatMessageItem } from './ChatMessageItem';
import type { ChatPanelTexts } from './chatPanelTexts';
import { ChatRetryButton } from './ChatRetry';
import { ChatVotes } from './ChatVotes';

export type ChatAssistantMessageProps = {
  /** The answer's index in the conversation. */
  index: number;
  /** The answer, possibly still streaming, with its links. */
  content: string;
  /** The visitor stopped it before it had ended: it is partial. */
  stopped: boolean;
  /** It is still arriving, or it failed: no votes (yet). */
  unfinished: boolean;
  texts: ChatPanelTexts;
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Asks its question again: 'Opnieuw' beside the stopped mark. None when left out. */
  onRetry?: () => void;
  /** The vote it got (kept with the conversation): shown, and it cannot be voted on again. */
  vote?: ChatVote;
  /** Records a vote on it: the votes under a finished answer. None when left out. */
  onVote?: (vote: ChatFeedback['vote']) => Promise<void> | void;
};

/** An answer of the assistant: its bubble, and under it the stopped mark (with 'Opnieuw') or the votes. */
export function ChatAssistantMessage({
  index,
  content,
  stopped,
  unfinished,
  texts,
  onNavigate,
  onRetry,
  vote,
  onVote,
}: ChatAssistantMessageProps) {
  let meta = null;
  if (stopped && texts.stopped) {
    meta = (
      <>
        <span className={styles.stoppedMark}>{texts.stopped}</span>
        {onRetry ? <ChatRetryButton error={null} texts={texts} onRetry={onRetry} /> : null}
      </>
    );
  } else if (texts.feedback && onVote && !unfinished && !stopped) {
    meta = <ChatVotes index={index} texts={texts.feedback} kept={vote} onVote={onVote} />;
  }
  return (
    <ChatMessageItem role="assistant" speaker={texts.assistantPrefix ?? 'Assistent: '} stopped={stopped} meta={meta}>
      <MessageText text={content} onNavigate={onNavigate} />
    </ChatMessageItem>
  );
}
