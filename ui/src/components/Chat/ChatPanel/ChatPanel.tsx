import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import type { CallbackRequest } from '../../CallbackDialog';
import { Icon } from '../../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../../PrivacyNote';
import { chatErrorNotice, type ChatErrorTexts } from '../chatErrors';
import type { ChatError, ChatFeedback, ChatThreadMessage } from '../chatTypes';
import { MessageText } from '../MessageText';
import { ChatHandoffForm, type ChatHandoffTexts } from './ChatHandoffForm';
import styles from './ChatPanel.module.css';

/** How long a chosen quick reply stays visible in the input before it is sent (ms). */
export const QUICK_REPLY_DELAY = 100;

/** The texts of the votes under each finished answer. */
export type ChatFeedbackTexts = {
  /** Text of the button that votes the answer useful, e.g. 'Nuttig'. */
  useful: string;
  /** Text of the button that votes it not useful, e.g. 'Niet nuttig'. */
  notUseful: string;
  /** Shown once the vote has been received. */
  thanks: string;
  /** Accessible name of the pair of buttons. Default 'Was dit antwoord nuttig?'. */
  label?: string;
};

/**
 * Every text of `ChatPanel`. Visible copy has no default: the site passes its own (from
 * `@agency/content`). Only accessible names that are never seen (of the icon buttons, the
 * hidden input label, the lists and the speaker before each message) default to neutral
 * Dutch labels. A part whose visible text is left out is not shown.
 */
export type ChatPanelTexts = {
  /** The heading of the panel and its accessible name, e.g. the assistant's name. */
  title: string;
  /** The status line under the heading, e.g. 'Online'. */
  status: string;
  /** Heading of the empty state (no messages yet). */
  emptyTitle: string;
  /** Line under the heading of the empty state. */
  emptyText: string;
  /**
   * The disclosure of the empty state, before any message: that this is an AI assistant whose
   * answers can be wrong, not to share sensitive data, and a link to the privacy statement.
   * Choosing the link closes the panel (when it can be closed).
   */
  disclosure: PrivacyNoteText;
  /** Shown (and announced) while a reply is awaited. */
  typing: string;
  /** Placeholder of the message input. */
  placeholder: string;
  /** Small print under the input. None when left out. */
  footnote?: string;
  /** How a failed reply is announced to screen readers: `<title>. <description>`; the description also shows beside 'Opnieuw'. */
  errors: ChatErrorTexts;
  /** The mark on a reply the visitor stopped (also announced), e.g. 'gestopt'. None when left out. */
  stopped?: string;
  /** The button that asks the last question again after a failed or stopped reply, e.g. 'Opnieuw'. No such button when left out. */
  retry?: string;
  /** The retry button while it waits after a 429; `{seconds}` is replaced by the seconds left, e.g. 'Opnieuw ({seconds} s)'. `retry` when left out. */
  retryCountdown?: string;
  /** The button that clears the conversation, e.g. 'Nieuw gesprek'. No such button when left out. */
  newConversation?: string;
  /** The "call me back" form; see `ChatHandoffTexts`. No hand-over when left out. */
  handoff?: ChatHandoffTexts;
  /** The votes under each finished answer; see `ChatFeedbackTexts`. No votes when left out. */
  feedback?: ChatFeedbackTexts;
  /** Accessible name of the close button (small screens). Default 'Chat sluiten'. */
  close?: string;
  /** Accessible name of the stop button that replaces the send button while a reply streams. Default 'Stop'. */
  stop?: string;
  /** Accessible name of the scrolling conversation region. Default 'Gesprek'. */
  conversation?: string;
  /** Accessible name of the list of messages. Default 'Berichten'. */
  messages?: string;
  /** Accessible name of the list of quick replies. Default 'Snelle vragen'. */
  quickReplies?: string;
  /** Hidden speaker before each of the visitor's messages. Default 'Jij: '. */
  userPrefix?: string;
  /** Hidden speaker before each of the assistant's messages. Default 'Assistent: '. */
  assistantPrefix?: string;
  /** Hidden speaker before each notice of the site (e.g. a confirmation). Default 'Melding: '. */
  noticePrefix?: string;
  /** Hidden label of the message input. Default 'Je vraag'. */
  inputLabel?: string;
  /** Accessible name of the send button. Default 'Versturen'. */
  send?: string;
};

export type ChatPanelProps = {
  /**
   * The conversation: user bubbles on the right, assistant bubbles on the left (with their
   * links), notices of the site in between. See `ChatThreadMessage`.
   */
  messages: readonly ChatThreadMessage[];
  /** True while a reply is awaited or streaming: the input is disabled, the send button becomes the stop button (with `onStop`), and until the reply starts `texts.typing` shows. */
  loading?: boolean;
  /** Controlled text of the input. */
  value?: string;
  /** Initial text of the input when uncontrolled. */
  defaultValue?: string;
  /** Called when the text of the input changes (also with '' after sending). */
  onValueChange?: (value: string) => void;
  /** Called with the trimmed text when the visitor sends a message (Enter, the send button or a quick reply). Never called with blank text or while loading. */
  onSend: (text: string) => void;
  /** Stops the reply. While loading, the send button is replaced by a 'Stop' button that calls it; focus then returns to the input. */
  onStop?: () => void;
  /** Asks the last question again: offered (`texts.retry`) after a failed reply, on a stopped last answer and after a question that got no answer. */
  onRetry?: () => void;
  /** Clears the conversation: offered (`texts.newConversation`) once there is one. */
  onNewConversation?: () => void;
  /** Called when a link in an assistant message (or the form's privacy link) is chosen, e.g. to close the panel on small screens. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /**
   * Sends a request to be called back by a person. With it (and `texts.handoff`) the panel
   * offers 'Bel me terug' once there is a conversation, and opens its form when a reply carries
   * the action `offer_callback`. Resolve on success: the form closes and `onNotice` receives
   * `texts.handoff.confirmation`; reject on failure: the form stays, with what was typed, and a
   * notice says so. Not called when the phone number is blank. `ChatAssistantPanel` sends it
   * with the conversation so far (`ChatSession.handOver`).
   */
  onRequestCallback?: (request: CallbackRequest) => Promise<void>;
  /** Adds a notice of the site to the conversation (after a successful callback request): put it in `messages` as `{ role: 'notice', content }`. */
  onNotice?: (content: string) => void;
  /**
   * Records a vote on a finished answer. With it (and `texts.feedback`) each finished answer has
   * the buttons 'Nuttig' and 'Niet nuttig'; one vote per answer. Rejecting is silent: the
   * buttons can be pressed again.
   */
  onFeedback?: (feedback: ChatFeedback) => Promise<void> | void;
  /** Shows the close button (small screens only; on larger screens the launcher closes) and lets Escape close the panel. */
  onClose?: () => void;
  /** Set by `ChatWidget`: each time it turns true (also on mount), focus moves into the panel. Leave it out for an always visible panel. */
  open?: boolean;
  /** The error of the last reply; announced to screen readers when the reply ends, and shown beside 'Opnieuw'. */
  error?: ChatError | null;
  /** The chips of the empty state: a click puts the text in the input and sends it. None by default. */
  quickReplies?: readonly string[];
  /** The most characters the input takes (the backend's limit per message). No limit when left out. */
  maxLength?: number;
  /** Every text of the panel; see `ChatPanelTexts`. */
  texts: ChatPanelTexts;
  /** Class name for the root element. */
  className?: string;
};

type Vote = { vote: ChatFeedback['vote']; sent: boolean };

/** Index of the visitor's or the assistant's last message (notices aside), or -1. */
function lastTurnIndex(messages: readonly ChatThreadMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.role !== 'notice') return index;
  }
  return -1;
}

/** The visitor's message an answer replies to: the nearest one before it. */
function questionBefore(messages: readonly ChatThreadMessage[], index: number): string {
  for (let i = index - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.role === 'user') return message.content;
  }
  return '';
}

/**
 * The chat assistant's panel: header (`texts.title`) with an online indicator,
 * the conversation (or the empty state with quick replies), a typing indicator
 * and the message input. While a reply streams the send button becomes 'Stop';
 * a failed or stopped reply can be asked again ('Opnieuw'); each finished answer
 * can be voted on; a conversation can be cleared ('Nieuw gesprek') or handed over
 * to a person ('Bel me terug', a form in place of the input). A non-modal dialog;
 * Escape closes it (in the form, Escape returns to the conversation). Screen
 * readers hear each complete reply once, through a polite live region, not every
 * streamed token; the message list is `aria-busy` meanwhile. Presentational:
 * connect it with `useChat`, or use `ChatAssistantPanel`, which does that.
 *
 * `value` / `defaultValue` / `onValueChange` follow the controllable-state rule of the
 * design system (see ui/README.md).
 */
export function ChatPanel({
  messages,
  loading = false,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSend,
  onStop,
  onRetry,
  onNewConversation,
  onNavigate,
  onRequestCallback,
  onNotice,
  onFeedback,
  onClose,
  open,
  error = null,
  quickReplies = [],
  maxLength,
  texts,
  className,
}: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const handoffButtonRef = useRef<HTMLButtonElement>(null);
  const thanksRefs = useRef(new Map<number, HTMLElement>());

  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'ChatPanel',
  });

  const handoffTexts = onRequestCallback ? texts.handoff : undefined;
  /** The form is open, and who opened it: the button (focus returns to it) or the assistant's offer. */
  const [handoff, setHandoff] = useState<'button' | 'offer' | null>(null);
  const [votes, setVotes] = useState<ReadonlyMap<number, Vote>>(() => new Map());

  // Latest props and state for timers and effects.
  const latest = useRef({ loading, onSend, setValue, handoff });
  useLayoutEffect(() => {
    latest.current = { loading, onSend, setValue, handoff };
  });

  // Where focus goes after the next render that can take it (an element that is rendered and enabled).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useLayoutEffect(() => {
    const element = focusNext.current?.();
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus({ preventScroll: true });
      // Inside the conversation (the thanks of a vote), the element is scrolled into view.
      if (scrollerRef.current?.contains(element)) element.scrollIntoView({ block: 'nearest' });
      focusNext.current = null;
    }
  });

  const focusWasInside = useRef(false);
  const submit = useCallback((text: string) => {
    const { loading: busy, onSend: send, setValue: set } = latest.current;
    const trimmed = text.trim();
    if (busy || trimmed === '') return;
    focusWasInside.current = rootRef.current?.contains(document.activeElement) ?? false;
    set('');
    send(trimmed);
  }, []);

  // Quick replies: show the text in the input, send it a moment later.
  const quickReplyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(quickReplyTimer.current), []);
  const chooseQuickReply = (text: string) => {
    setValue(text);
    window.clearTimeout(quickReplyTimer.current);
    quickReplyTimer.current = window.setTimeout(() => submit(text), QUICK_REPLY_DELAY);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(value);
    }
  };

  const stop = () => {
    // The stop button goes with the reply: focus returns to the input, enabled again.
    focusWasInside.current = true;
    focusNext.current = () => inputRef.current;
    onStop?.();
  };

  const retry = () => {
    focusWasInside.current = rootRef.current?.contains(document.activeElement) ?? false;
    onRetry?.();
  };

  const newConversation = () => {
    setHandoff(null);
    focusNext.current = () => inputRef.current;
    onNewConversation?.();
  };

  const openHandoff = () => {
    setHandoff('button');
    focusNext.current = () => phoneRef.current;
  };

  const closeHandoff = () => {
    const openedBy = handoff;
    setHandoff(null);
    focusNext.current = () => (openedBy === 'button' ? handoffButtonRef.current : null) ?? inputRef.current;
  };

  // Focus: into the input (or the open form) when the panel opens; while the input is
  // disabled during a reply, onto the conversation (so Escape still works); back after.
  useEffect(() => {
    if (!open) return;
    const { loading: busy, handoff: form } = latest.current;
    (busy && !form ? scrollerRef.current : form ? phoneRef.current : inputRef.current)?.focus({ preventScroll: true });
  }, [open]);

  // Screen readers: the conversation is not a live region; this polite region
  // says `texts.typing` when a reply is awaited and the whole reply (or the
  // error) once it has ended, never each streamed piece.
  const [announcedLoading, setAnnouncedLoading] = useState(loading);
  const [announcement, setAnnouncement] = useState('');
  if (loading !== announcedLoading) {
    setAnnouncedLoading(loading);
    setAnnouncement(loading ? texts.typing : announcementAfterReply(messages, error, texts));
    // A reply that offers a call back opens the form (once; not after one was requested).
    if (!loading && handoffTexts && handoff === null && offersCallback(messages)) setHandoff('offer');
  }

  // A new conversation starts without votes.
  if (messages.length === 0 && votes.size > 0) setVotes(new Map());

  const wasLoading = useRef(loading);
  useLayoutEffect(() => {
    if (loading && !wasLoading.current) {
      if (focusWasInside.current) scrollerRef.current?.focus({ preventScroll: true });
    } else if (!loading && wasLoading.current) {
      const active = document.activeElement;
      const lost = active === scrollerRef.current || active === document.body || !active;
      if (focusWasInside.current && latest.current.handoff === 'offer') {
        phoneRef.current?.focus({ preventScroll: true });
      } else if (focusWasInside.current && lost) {
        inputRef.current?.focus({ preventScroll: true });
      }
      focusWasInside.current = false;
    }
    wasLoading.current = loading;
  }, [loading]);

  const vote = async (index: number, choice: ChatFeedback['vote']) => {
    // One vote per answer (a click re-renders before the next one, so `votes` is current).
    if (!onFeedback || votes.has(index)) return;
    const message = messages[index];
    if (message?.role !== 'assistant') return;
    const setVote = (next: Vote | null) =>
      setVotes((current) => {
        // A conversation cleared meanwhile forgot the vote: an answer arriving late changes nothing.
        if (next?.sent && !current.has(index)) return current;
        const map = new Map(current);
        if (next) map.set(index, next);
        else map.delete(index);
        return map;
      });
    setVote({ vote: choice, sent: false });
    try {
      await onFeedback({ vote: choice, question: questionBefore(messages, index), answer: message.content });
    } catch {
      // A vote that did not arrive is not worth a notice: the buttons work again.
      setVote(null);
      return;
    }
    // The buttons are disabled now: focus moves to the thanks, if it was on them.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.voteFor === String(index)) {
      focusNext.current = () => thanksRefs.current.get(index);
    }
    setVote({ vote: choice, sent: true });
  };

  const lastTurn = lastTurnIndex(messages);
  const lastMessage = messages[lastTurn];
  const typing = loading && lastMessage?.role !== 'assistant';

  // Keep the latest message in view.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, typing, error, loading]);

  const blank = value.trim() === '';
  const empty = messages.length === 0;
  const canRetry = Boolean(onRetry && texts.retry) && !loading;
  // After a failure, or a question without an answer (stopped before the first word, or a
  // reload during the reply): the reason and 'Opnieuw' under the conversation.
  const retryRow = canRetry && lastMessage && (error !== null || lastMessage.role === 'user');
  const retryRowText = error ? texts.errors[error.kind].description : texts.stopped;
  const showTools = !empty && (Boolean(handoffTexts) || Boolean(onNewConversation && texts.newConversation));

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-labelledby={titleId}
      className={clsx(styles.panel, className)}
      data-loading={loading || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="sparkle" />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.status}>
            <span className={styles.dot} aria-hidden="true" />
            {texts.status}
          </p>
        </div>
        {onClose ? (
          <button type="button" className={styles.close} aria-label={texts.close ?? 'Chat sluiten'} onClick={onClose}>
            <Icon name="close" />
          </button>
        ) : null}
      </header>

      <div
        ref={scrollerRef}
        className={styles.conversation}
        role="region"
        aria-label={texts.conversation ?? 'Gesprek'}
        tabIndex={empty ? -1 : 0}
      >
        {empty ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <Icon name="sparkle" />
            </span>
            <h3 className={styles.emptyTitle}>{texts.emptyTitle}</h3>
            <p className={styles.emptyText}>{texts.emptyText}</p>
            {quickReplies.length > 0 ? (
              <ul className={styles.chips} aria-label={texts.quickReplies ?? 'Snelle vragen'}>
                {quickReplies.map((reply) => (
                  <li key={reply}>
                    <button
                      type="button"
                      className={styles.chip}
                      disabled={loading}
                      onClick={() => chooseQuickReply(reply)}
                    >
                      {reply}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <PrivacyNote text={texts.disclosure} onNavigate={() => onClose?.()} className={styles.disclosure} />
          </div>
        ) : (
          <ol className={styles.messages} aria-label={texts.messages ?? 'Berichten'} aria-busy={loading}>
            {messages.map((message, index) => {
              if (message.role === 'notice') {
                return (
                  <li key={index} className={styles.message} data-role="notice">
                    <p className={styles.notice}>
                      <Icon name="check" className={styles.noticeIcon} />
                      <span className="visually-hidden">{texts.noticePrefix ?? 'Melding: '}</span>
                      <span>{message.content}</span>
                    </p>
                  </li>
                );
              }
              if (message.role === 'user') {
                return (
                  <li key={index} className={styles.message} data-role="user">
                    <span className="visually-hidden">{texts.userPrefix ?? 'Jij: '}</span>
                    <p className={styles.bubble}>{message.content}</p>
                  </li>
                );
              }
              const isLast = index === lastTurn;
              const streaming = isLast && loading;
              const failed = isLast && error !== null;
              const stopped = message.role === 'assistant' && message.stopped === true;
              const feedback = onFeedback ? texts.feedback : undefined;
              const current = votes.get(index);
              return (
                <li key={index} className={styles.message} data-role="assistant" data-stopped={stopped || undefined}>
                  <span className="visually-hidden">{texts.assistantPrefix ?? 'Assistent: '}</span>
                  <p className={styles.bubble}>
                    <MessageText text={message.content} onNavigate={onNavigate} />
                  </p>
                  {stopped && texts.stopped ? (
                    <div className={styles.meta}>
                      <span className={styles.stoppedMark}>{texts.stopped}</span>
                      {isLast && canRetry && !error ? <RetryButton error={null} texts={texts} onRetry={retry} /> : null}
                    </div>
                  ) : null}
                  {feedback && !streaming && !failed && !stopped ? (
                    <div className={styles.meta}>
                      <div
                        role="group"
                        aria-label={feedback.label ?? 'Was dit antwoord nuttig?'}
                        className={styles.votes}
                      >
                        {(['useful', 'not_useful'] as const).map((choice) => (
                          <button
                            key={choice}
                            type="button"
                            className={styles.vote}
                            data-vote-for={index}
                            aria-pressed={current?.vote === choice}
                            aria-disabled={current && !current.sent ? true : undefined}
                            disabled={current?.sent}
                            onClick={() => void vote(index, choice)}
                          >
                            {choice === 'useful' ? feedback.useful : feedback.notUseful}
                          </button>
                        ))}
                      </div>
                      {current?.sent ? (
                        <span
                          ref={(element) => {
                            if (element) thanksRefs.current.set(index, element);
                            else thanksRefs.current.delete(index);
                          }}
                          tabIndex={-1}
                          className={styles.thanks}
                        >
                          {feedback.thanks}
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        {typing ? (
          <div className={styles.typing}>
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>{texts.typing}</span>
          </div>
        ) : null}
        {retryRow ? (
          <div className={styles.retryRow}>
            {retryRowText ? <p className={styles.retryText}>{retryRowText}</p> : null}
            <RetryButton error={error} texts={texts} onRetry={retry} />
          </div>
        ) : null}
      </div>

      {handoff && handoffTexts && onRequestCallback ? (
        <div className={styles.handoffArea}>
          <ChatHandoffForm
            ref={phoneRef}
            texts={handoffTexts}
            onSubmit={onRequestCallback}
            onDone={() => {
              setHandoff(null);
              setAnnouncement(handoffTexts.confirmation);
              focusNext.current = () => inputRef.current;
              onNotice?.(handoffTexts.confirmation);
            }}
            onCancel={closeHandoff}
            onNavigate={() => onClose?.()}
          />
        </div>
      ) : (
        <form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault();
            submit(value);
          }}
        >
          {showTools ? (
            <div className={styles.tools}>
              {handoffTexts ? (
                <button ref={handoffButtonRef} type="button" className={styles.tool} onClick={openHandoff}>
                  <Icon name="phone" className={styles.toolIcon} />
                  {handoffTexts.open}
                </button>
              ) : null}
              {onNewConversation && texts.newConversation ? (
                <button type="button" className={styles.tool} data-variant="quiet" onClick={newConversation}>
                  {texts.newConversation}
                </button>
              ) : null}
            </div>
          ) : null}
          <div className={styles.field}>
            <label htmlFor={inputId} className="visually-hidden">
              {texts.inputLabel ?? 'Je vraag'}
            </label>
            <textarea
              ref={inputRef}
              id={inputId}
              className={styles.input}
              rows={1}
              placeholder={texts.placeholder}
              value={value}
              maxLength={maxLength}
              disabled={loading}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={handleKeyDown}
            />
            {loading && onStop ? (
              <button
                key="stop"
                type="button"
                className={styles.send}
                data-variant="stop"
                aria-label={texts.stop ?? 'Stop'}
                onClick={stop}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
                </svg>
              </button>
            ) : (
              <button
                key="send"
                type="submit"
                className={styles.send}
                aria-label={texts.send ?? 'Versturen'}
                disabled={loading || blank}
              >
                <Icon name="send" />
              </button>
            )}
          </div>
          {texts.footnote ? <p className={styles.footnote}>{texts.footnote}</p> : null}
        </form>
      )}

      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/**
 * 'Opnieuw'. After a 429 it waits for the error's `retryAfter`: disabled, with the seconds
 * left (`texts.retryCountdown`), then enabled.
 */
function RetryButton({
  error,
  texts,
  onRetry,
}: {
  error: ChatError | null;
  texts: ChatPanelTexts;
  onRetry: () => void;
}) {
  const wait = error?.kind === 'rate-limited' ? Math.max(0, Math.ceil(error.retryAfter ?? 0)) : 0;
  const [left, setLeft] = useState(wait);
  useEffect(() => {
    if (wait === 0) return;
    const start = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.max(0, wait - Math.floor((Date.now() - start) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [wait]);

  const waiting = left > 0;
  const label = waiting && texts.retryCountdown ? texts.retryCountdown.replace('{seconds}', String(left)) : texts.retry;
  return (
    <button type="button" className={styles.retry} disabled={waiting} onClick={onRetry}>
      {label}
    </button>
  );
}

/** Whether the last answer carries the action `offer_callback` and no call back was requested since. */
function offersCallback(messages: readonly ChatThreadMessage[]): boolean {
  const last = messages[messages.length - 1];
  return last?.role === 'assistant' && !last.stopped && (last.actions?.includes('offer_callback') ?? false);
}

function announcementAfterReply(
  messages: readonly ChatThreadMessage[],
  error: ChatError | null,
  texts: ChatPanelTexts,
): string {
  if (error) {
    const notice = chatErrorNotice(error, texts.errors);
    return `${notice.title}. ${notice.description}`;
  }
  const last = messages[lastTurnIndex(messages)];
  if (last?.role === 'user' || (last?.role === 'assistant' && last.stopped)) return texts.stopped ?? '';
  return last?.role === 'assistant' ? last.content : '';
}
