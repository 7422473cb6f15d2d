import { useEffect, useLayoutEffect, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import { personHolds } from '../chatMode';
import type { ChatError, ChatFeedback, ChatMode, ChatThreadMessage } from '../chatTypes';
import { fillLiveText, type ChatLiveTexts } from '../live/liveTexts';
import { ChatQuickReplies } from './ChatComposer';
import styles from './ChatConversation.module.css';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatMessageList } from './ChatMessageList';
import type { ChatPanelTexts } from './chatPanelTexts';
import { ChatRetryRow } from './ChatRetry';
import { ChatTypingIndicator } from './ChatTypingIndicator';
import { lastTurnIndex } from './thread';

export type ChatConversationProps = {
  scrollerRef: RefObject<HTMLDivElement | null>;
  messages: readonly ChatThreadMessage[];
  loading: boolean;
  error: ChatError | null;
  texts: ChatPanelTexts;
  /** The chips of the empty state, and what choosing one does. */
  quickReplies: readonly string[];
  onChooseQuickReply: (reply: string) => void;
  /** Called when a link in a message is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Called when the disclosure's privacy link is chosen. */
  onDisclosureNavigate?: () => void;
  onFeedback?: (feedback: ChatFeedback, answerIndex: number) => Promise<void> | void;
  /** Asks the last question again; left out while it cannot be. */
  onRetry?: () => void;
  /** Who holds the conversation: a colleague's lines (waiting, typing, the reference) show while one is asked for or holds it. */
  mode: ChatMode;
  /** The texts of a person in the chat; no colleague's lines without them. */
  liveTexts?: ChatLiveTexts;
};

/**
 * The scrolling conversation: the empty state (with the quick replies) or the messages, then
 * the typing indicator while a reply is awaited, or the reason and 'Opnieuw' after a failure or
 * a question without an answer. It keeps the latest message in view.
 */
export function ChatConversation({
  scrollerRef,
  messages,
  loading,
  error,
  texts,
  quickReplies,
  onChooseQuickReply,
  onNavigate,
  onDisclosureNavigate,
  onFeedback,
  onRetry,
  mode,
  liveTexts,
}: ChatConversationProps) {
  const held = liveTexts && personHolds(mode) ? mode : null;
  const lastMessage = messages[lastTurnIndex(messages)];
  const typing = loading && lastMessage?.role !== 'assistant';
  // After a failure, or a question without an answer (stopped before the first word, or a
  // reload during the reply).
  const retryRow = onRetry && lastMessage && (error !== null || lastMessage.role === 'user');
  const empty = messages.length === 0;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [scrollerRef, messages, typing, error, loading, mode]);

  // The latest message stays in view when the conversation changes size without a new message
  // (a row of buttons appearing under it, the composer growing, the phone's keyboard, fonts
  // arriving), unless the visitor has scrolled up to read. Only a scroll that follows the
  // visitor's own wheel, touch, key or pointer counts as reading back: the browser also scrolls
  // by itself (a taller conversation moving its end down, then shorter again within one frame),
  // and that is undone.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    let pinned = true;
    let visitorUntil = 0;
    const byVisitor = () => {
      visitorUntil = performance.now() + VISITOR_SCROLL_MS;
    };
    const toEnd = () => {
      scroller.scrollTop = scroller.scrollHeight;
    };
    const onScroll = () => {
      const atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 2;
      if (atEnd) pinned = true;
      else if (performance.now() < visitorUntil) {
        pinned = false;
        // A fling goes on after the finger has left the screen.
        byVisitor();
      } else if (pinned) toEnd();
    };
    const observer = new ResizeObserver(() => {
      if (pinned) toEnd();
    });
    observer.observe(scroller);
    for (const child of Array.from(scroller.children)) observer.observe(child);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    for (const type of VISITOR_SCROLL_EVENTS) scroller.addEventListener(type, byVisitor, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', onScroll);
      for (const type of VISITOR_SCROLL_EVENTS) scroller.removeEventListener(type, byVisitor);
    };
  }, [scrollerRef, empty]);

  return (
    <div
      ref={scrollerRef}
      className={styles.conversation}
      role="region"
      aria-label={texts.conversation ?? 'Gesprek'}
      tabIndex={empty ? -1 : 0}
    >
      {empty ? (
        <ChatEmptyState
          title={texts.emptyTitle}
          text={texts.emptyText}
          disclosure={texts.disclosure}
          onNavigate={onDisclosureNavigate}
        >
          <ChatQuickReplies
            replies={quickReplies}
            label={texts.quickReplies}
            disabled={loading}
            onChoose={onChooseQuickReply}
          />
        </ChatEmptyState>
      ) : (
        <ChatMessageList
          className={styles.messages}
          messages={messages}
          loading={loading}
          error={error}
          texts={texts}
          onNavigate={onNavigate}
          onFeedback={onFeedback}
          onRetry={onRetry}
          readUpTo={held ? held.link.readUpTo : null}
          liveTexts={liveTexts}
        />
      )}
      {held && liveTexts ? (
        <div className={styles.live}>
          {held.with === 'waiting' ? <ChatTypingIndicator text={liveTexts.waiting} /> : null}
          {held.with === 'colleague' && held.typing && held.name ? (
            <ChatTypingIndicator text={fillLiveText(liveTexts.typing, { name: held.name })} />
          ) : null}
          {held.link.connection === 'reconnecting' ? <p className={styles.liveLine}>{liveTexts.reconnecting}</p> : null}
          {held.link.reference ? (
            <p className={styles.liveLine}>{fillLiveText(liveTexts.reference, { reference: held.link.reference })}</p>
          ) : null}
        </div>
      ) : null}
      {typing ? <ChatTypingIndicator text={texts.typing} /> : null}
      {retryRow ? (
        <ChatRetryRow
          text={error ? texts.errors[error.kind].description : texts.stopped}
          error={error}
          texts={texts}
          onRetry={onRetry}
        />
      ) : null}
    </div>
  );
}

/** What the visitor does to scroll the conversation: the wheel, a finger, a key, the scroll bar, a focus move. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown', 'focusin'] as const;
/** How long after one of those a scroll is still the visitor's. */
const VISITOR_SCROLL_MS = 400;
