import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../Icon';
import { PrivacyNote, type PrivacyNoteText } from '../../PrivacyNote';
import { chatErrorNotice, type ChatErrorTexts } from '../chatErrors';
import type { ChatError, ChatMessage } from '../chatTypes';
import styles from './ChatPanel.module.css';

/** How long a chosen quick reply stays visible in the input before it is sent (ms). */
export const QUICK_REPLY_DELAY = 100;

/**
 * Every text of `ChatPanel`. Visible copy has no default: the site passes its own (from
 * `@agency/content`). Only accessible names that are never seen (of the icon buttons, the
 * hidden input label, the lists and the speaker before each message) default to neutral
 * Dutch labels.
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
  /** How a failed reply is announced to screen readers: `<title>. <description>`. */
  errors: ChatErrorTexts;
  /** Accessible name of the close button (small screens). Default 'Chat sluiten'. */
  close?: string;
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
  /** Hidden label of the message input. Default 'Je vraag'. */
  inputLabel?: string;
  /** Accessible name of the send button. Default 'Versturen'. */
  send?: string;
};

export type ChatPanelProps = {
  /** The conversation: user bubbles on the right, assistant bubbles on the left. */
  messages: readonly ChatMessage[];
  /** True while a reply is awaited or streaming: input and send button are disabled, and until the reply starts `texts.typing` shows. */
  loading?: boolean;
  /** Controlled text of the input. */
  value?: string;
  /** Initial text of the input when uncontrolled. */
  defaultValue?: string;
  /** Called when the text of the input changes (also with '' after sending). */
  onValueChange?: (value: string) => void;
  /** Called with the trimmed text when the visitor sends a message (Enter, the send button or a quick reply). Never called with blank text or while loading. */
  onSend: (text: string) => void;
  /** Shows the close button (small screens only; on larger screens the launcher closes) and lets Escape close the panel. */
  onClose?: () => void;
  /** Set by `ChatWidget`: each time it turns true (also on mount), focus moves into the panel. Leave it out for an always visible panel. */
  open?: boolean;
  /** The error of the last reply; announced to screen readers when the reply ends. */
  error?: ChatError | null;
  /** The chips of the empty state: a click puts the text in the input and sends it. None by default. */
  quickReplies?: readonly string[];
  /** Every text of the panel; see `ChatPanelTexts`. */
  texts: ChatPanelTexts;
  /** Class name for the root element. */
  className?: string;
};

/**
 * The chat assistant's panel: header (`texts.title`) with an online indicator,
 * the conversation (or the empty state with quick replies), a typing indicator
 * and the message input. A non-modal dialog; Escape closes it. Screen readers
 * hear each complete reply once, through a polite live region, not every
 * streamed token. Presentational: connect it with `useChat`, or use
 * `ChatAssistantPanel`, which does that.
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
  onClose,
  open,
  error = null,
  quickReplies = [],
  texts,
  className,
}: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'ChatPanel',
  });

  // Latest props for timers and effects.
  const latest = useRef({ loading, onSend, setValue });
  useLayoutEffect(() => {
    latest.current = { loading, onSend, setValue };
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

  // Focus: into the input when the panel opens; while the input is disabled
  // during a reply, onto the conversation (so Escape still works); back after.
  useEffect(() => {
    if (!open) return;
    (latest.current.loading ? scrollerRef.current : inputRef.current)?.focus({ preventScroll: true });
  }, [open]);

  // Screen readers: the conversation is not a live region; this polite region
  // says `texts.typing` when a reply is awaited and the whole reply (or the
  // error) once it has ended, never each streamed piece.
  const [announcedLoading, setAnnouncedLoading] = useState(loading);
  const [announcement, setAnnouncement] = useState('');
  if (loading !== announcedLoading) {
    setAnnouncedLoading(loading);
    setAnnouncement(loading ? texts.typing : announcementAfterReply(messages, error, texts.errors));
  }

  const wasLoading = useRef(loading);
  useLayoutEffect(() => {
    if (loading && !wasLoading.current) {
      if (focusWasInside.current) scrollerRef.current?.focus({ preventScroll: true });
    } else if (!loading && wasLoading.current) {
      const active = document.activeElement;
      if (focusWasInside.current && (active === scrollerRef.current || active === document.body || !active)) {
        inputRef.current?.focus({ preventScroll: true });
      }
      focusWasInside.current = false;
    }
    wasLoading.current = loading;
  }, [loading]);

  const last = messages[messages.length - 1];
  const typing = loading && last?.role !== 'assistant';

  // Keep the latest message in view.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, typing]);

  const blank = value.trim() === '';
  const empty = messages.length === 0;

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
          <ol className={styles.messages} aria-label={texts.messages ?? 'Berichten'}>
            {messages.map((message, index) => (
              <li key={index} className={styles.message} data-role={message.role}>
                <span className="visually-hidden">
                  {message.role === 'user' ? (texts.userPrefix ?? 'Jij: ') : (texts.assistantPrefix ?? 'Assistent: ')}
                </span>
                <p className={styles.bubble}>{message.content}</p>
              </li>
            ))}
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
      </div>

      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          submit(value);
        }}
      >
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
            disabled={loading}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <button
            type="submit"
            className={styles.send}
            aria-label={texts.send ?? 'Versturen'}
            disabled={loading || blank}
          >
            <Icon name="send" />
          </button>
        </div>
        {texts.footnote ? <p className={styles.footnote}>{texts.footnote}</p> : null}
      </form>

      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

function announcementAfterReply(
  messages: readonly ChatMessage[],
  error: ChatError | null,
  errorTexts: ChatErrorTexts,
): string {
  if (error) {
    const notice = chatErrorNotice(error, errorTexts);
    return `${notice.title}. ${notice.description}`;
  }
  const last = messages[messages.length - 1];
  return last?.role === 'assistant' ? last.content : '';
}
