import { clsx } from 'clsx';
import type { MouseEvent as ReactMouseEvent } from 'react';
import type { ChatError, ChatFeedback, ChatThreadMessage } from '../chatTypes';
import { fillLiveText, type ChatLiveTexts } from '../live/liveTexts';
import { MessageText } from '../MessageText';
import { ChatAssistantMessage } from './ChatAssistantMessage';
import styles from './ChatMessageList.module.css';
import { ChatMessageItem } from './ChatMessageItem';
import { ChatNotice } from './ChatNotice';
import type { ChatPanelTexts } from './chatPanelTexts';
import { lastTurnIndex, questionBefore } from './thread';

export type ChatMessageListProps = {
  messages: readonly ChatThreadMessage[];
  /** A reply is under way: the list is `aria-busy`, and the last answer is still arriving. */
  loading: boolean;
  /** The error of the last reply: the last answer failed. */
  error: ChatError | null;
  texts: ChatPanelTexts;
  /** Called when a link in a message is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Records a vote: with it (and `texts.feedback`) each finished answer has its votes. */
  onFeedback?: (feedback: ChatFeedback, answerIndex: number) => Promise<void> | void;
  /** Asks the last question again: offered beside a stopped last answer. */
  onRetry?: () => void;
  /** The person has read the visitor's live messages up to this event id: the last of them is marked read. */
  readUpTo?: number | null;
  /** The marks under the visitor's live messages ('Gelezen', not sent) and a person's hidden speaker. */
  liveTexts?: ChatLiveTexts;
  className?: string;
};

/**
 * The conversation's messages, as a list: the visitor's bubbles on the right; the assistant's
 * (with their links, votes and stopped mark) and a person's (under their name) on the left;
 * notices of the site in between. Not a live region: the panel announces each reply once.
 */
export function ChatMessageList({
  messages,
  loading,
  error,
  texts,
  onNavigate,
  onFeedback,
  onRetry,
  readUpTo = null,
  liveTexts,
  className,
}: ChatMessageListProps) {
  const lastTurn = lastTurnIndex(messages);
  const lastRead = readUpTo === null ? -1 : lastReadIndex(messages, readUpTo);
  return (
    <ol className={clsx(styles.messages, className)} aria-label={texts.messages ?? 'Berichten'} aria-busy={loading}>
      {messages.map((message, index) => {
        switch (message.role) {
          case 'notice':
            return (
              <ChatNotice key={index} prefix={texts.noticePrefix ?? 'Melding: '}>
                {message.content}
              </ChatNotice>
            );
          case 'user':
            return (
              <ChatMessageItem
                key={index}
                role="user"
                speaker={texts.userPrefix ?? 'Jij: '}
                failed={message.failed}
                meta={
                  liveTexts && message.failed ? (
                    <span className={styles.failed}>{liveTexts.sendFailed}</span>
                  ) : liveTexts && index === lastRead ? (
                    <span>{liveTexts.read}</span>
                  ) : undefined
                }
              >
                <p>{message.content}</p>
              </ChatMessageItem>
            );
          case 'person':
            return (
              <ChatMessageItem
                key={index}
                role="person"
                speaker={fillLiveText(liveTexts?.personSpeaker ?? '{name}: ', { name: message.name })}
                name={message.name}
              >
                <MessageText text={message.content} onNavigate={onNavigate} />
              </ChatMessageItem>
            );
          case 'assistant': {
            const isLast = index === lastTurn;
            return (
              <ChatAssistantMessage
                key={index}
                index={index}
                content={message.content}
                stopped={message.stopped === true}
                unfinished={isLast && (loading || error !== null)}
                texts={texts}
                onNavigate={onNavigate}
                onRetry={isLast && !error ? onRetry : undefined}
                vote={message.vote}
                onVote={
                  onFeedback
                    ? (vote) =>
                        onFeedback({ vote, question: questionBefore(messages, index), answer: message.content }, index)
                    : undefined
                }
              />
            );
          }
          default:
            return message satisfies never;
        }
      })}
    </ol>
  );
}

/** The visitor's last live message the person has read (its event id at most `readUpTo`), or -1. */
function lastReadIndex(messages: readonly ChatThreadMessage[], readUpTo: number): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role === 'user' && message.live && message.liveId !== undefined && message.liveId <= readUpTo) {
      return index;
    }
  }
  return -1;
}
