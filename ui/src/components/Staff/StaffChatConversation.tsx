import { liveChat } from '@agency/contract/liveChat';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import styles from './StaffChats.module.css';
import {
  chatClock,
  failureText,
  holdersAt,
  type StaffChatDetailData,
  type StaffChatEvent,
  type StaffChatMoreTexts,
  type StaffChatTakeResult,
  type StaffChatWords,
} from './staffChats';
import { staffMoment } from './staffMoment';
import { fillIn } from './staffTexts';

/** Every text of `StaffChatConversation`; the site passes `staffChatTexts` of `@agency/content`. */
export type StaffChatConversationTexts = StaffChatWords &
  Pick<StaffChatMoreTexts, 'failed'> & {
    /** The conversation with the assistant before the hand-over, 'Het gesprek met de assistent'. */
    transcript: string;
    /** Where it comes from, 'Verstuurd door de browser van de bezoeker'. */
    transcriptSource: string;
    /** The speakers: 'Bezoeker', 'Assistent'. */
    visitor: string;
    assistant: string;
    /** 'De bezoeker typt…' */
    typing: string;
    /** The buttons. */
    take: string;
    release: string;
    end: string;
    /** The composer's field and button: 'Bericht', 'Versturen'. */
    message: string;
    send: string;
    /** Another colleague holds it, `{name}`. */
    takenBy: string;
    /** The event lines, `{name}` the colleague. */
    takenEvent: string;
    released: string;
    endedBy: Readonly<Record<'visitor' | 'person' | 'idle', string>>;
    missed: string;
  };

export type StaffChatConversationProps = {
  detail: StaffChatDetailData;
  /** The colleague looking at it (their staff id): they hold it when `detail.chat.takenBy.id` is theirs. */
  viewerId: string;
  /** The visitor is typing (the site shows it for a few seconds after their last typing event). */
  visitorTyping?: boolean;
  /** "Overnemen": the viewer has it now, or another colleague was first (said here). */
  onTake: (chatId: string) => Promise<StaffChatTakeResult>;
  /** Sends a message; a rejected promise keeps the text and shows its message. */
  onSend: (text: string) => Promise<void>;
  /** The viewer types: called at most once every 3 seconds. */
  onTyping?: () => void;
  /** "Gesprek beëindigen". */
  onEnd: () => Promise<void>;
  /** "Terug naar de wachtrij". */
  onRelease: () => Promise<void>;
  /**
   * The viewer holds it and has seen the visitor's messages up to this event id (called when
   * new ones are shown, while this tab is visible).
   */
  onRead?: (upTo: number) => void;
  /** The most characters of a message. Default: the live chat's (`liveChat.limits` of the contract). */
  maxMessageChars?: number;
  className?: string;
  texts: StaffChatConversationTexts;
};

/** How often the viewer's typing is passed on at most. */
const TYPING_EVERY_MS = 3000;

type LiveEvent = Exclude<StaffChatEvent, { type: 'typing' } | { type: 'read' }>;

const shown = (event: StaffChatEvent): event is LiveEvent => event.type !== 'typing' && event.type !== 'read';

/**
 * A conversation in the inbox's "Chats": its reference, status and the page the visitor is on;
 * the conversation with the assistant before the hand-over, set apart as what the visitor's
 * browser sent; then the live messages with name and time, and what happened (taken over, put
 * back, ended, missed). Who holds it writes in "Bericht" (Enter sends, Shift+Enter a new line),
 * ends it or puts it back in the queue; a waiting one can be taken over; otherwise it is read
 * only. Everything the visitor wrote is shown as text: never a link, never markup. New visitor
 * messages are said to screen readers and scrolled into view.
 */
export function StaffChatConversation(props: StaffChatConversationProps) {
  // Another conversation starts afresh: nothing of the last one is news, read or typed.
  return <Conversation key={props.detail.chat.id} {...props} />;
}

function Conversation({
  detail,
  viewerId,
  visitorTyping = false,
  onTake,
  onSend,
  onTyping,
  onEnd,
  onRelease,
  onRead,
  maxMessageChars = liveChat.limits.maxMessageChars,
  className,
  texts,
}: StaffChatConversationProps) {
  const id = useId();
  const { chat, transcript, events } = detail;
  const holds = chat.status === 'active' && chat.takenBy?.id === viewerId;
  const heldByOther = chat.status === 'active' && !holds && chat.takenBy !== null;
  const live = events.filter(shown);
  const holders = holdersAt(events, chat.takenBy?.name);
  const visitorMessages = live.filter((event) => event.type === 'message' && event.from === 'visitor');
  const lastVisitorId = visitorMessages.at(-1)?.id ?? 0;
  const lastId = live.at(-1)?.id ?? 0;

  // What was there when the page opened is not news; a visitor message after it is.
  const [firstSeenId] = useState(lastId);
  const news = visitorMessages.filter((event) => event.id > firstSeenId).at(-1);

  const [transcriptOpen, setTranscriptOpen] = useState(live.length === 0);
  const [busy, setBusy] = useState<'take' | 'end' | 'release'>();
  const [actionSaid, setActionSaid] = useState<string>();
  const [takenByOther, setTakenByOther] = useState<string>();
  const [tookIt, setTookIt] = useState(false);

  // Marks the visitor's messages read while this tab is visible and the viewer holds it.
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!holds || !onRead || lastVisitorId <= readUpTo.current) return;
    const report = () => {
      if (document.visibilityState !== 'visible' || lastVisitorId <= readUpTo.current) return;
      readUpTo.current = lastVisitorId;
      onRead(lastVisitorId);
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [holds, lastVisitorId, onRead]);

  // New messages scroll into view (not what was there when the page opened).
  const lastItem = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (lastId > firstSeenId) lastItem.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId, firstSeenId]);

  async function act(kind: 'take' | 'end' | 'release') {
    if (busy) return;
    setBusy(kind);
    setActionSaid(undefined);
    try {
      if (kind === 'take') {
        const result = await onTake(chat.id);
        setTakenByOther(result.takenBy === 'other' ? result.name : undefined);
        setTookIt(result.takenBy === 'me');
      } else await (kind === 'end' ? onEnd() : onRelease());
    } catch (reason) {
      setActionSaid(failureText(reason, texts.failed));
    } finally {
      setBusy(undefined);
    }
  }

  const line = (event: LiveEvent): string => {
    const name = holders.get(event.id) ?? '';
    switch (event.type) {
      case 'taken':
        return fillIn(texts.takenEvent, { name: event.name });
      case 'released':
        return fillIn(texts.released, { name });
      case 'ended':
        return fillIn(texts.endedBy[event.by], { name });
      case 'missed':
        return texts.missed;
      default:
        return '';
    }
  };

  const holderName = takenByOther ?? (heldByOther ? chat.takenBy?.name : undefined);

  return (
    <article className={clsx(styles.conversation, className)} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id={`${id}-title`}>{chat.reference}</h1>
          <span className={styles.status} data-status={chat.status}>
            {texts.statuses[chat.status]}
          </span>
        </div>
        <p className={styles.facts}>
          <span className={styles.fact}>
            <Icon name="globe" />
            <span>
              {texts.page}: <span className={styles.page}>{chat.page}</span>
            </span>
          </span>
          <span className={styles.fact}>
            <Icon name="clock" />
            <time dateTime={chat.createdAt}>{staffMoment(chat.createdAt)}</time>
          </span>
        </p>
        <div role="status">
          {holderName ? <p className={styles.notice}>{fillIn(texts.takenBy, { name: holderName })}</p> : null}
        </div>
      </header>

      {transcript.length ? (
        <details
          className={styles.transcript}
          open={transcriptOpen}
          onToggle={(event) => setTranscriptOpen(event.currentTarget.open)}
        >
          <summary>
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.transcriptTitle}>{texts.transcript}</span>
            <span className={styles.meta}>{texts.transcriptSource}</span>
          </summary>
          <ol aria-label={texts.transcript}>
            {transcript.map((message, index) => (
              <li key={index} data-role={message.role}>
                <span className={styles.speaker}>{message.role === 'user' ? texts.visitor : texts.assistant}</span>
                <p className={styles.text}>{message.content}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      {live.length ? (
        <ol className={styles.log} aria-labelledby={`${id}-title`}>
          {live.map((event, index) =>
            event.type === 'message' ? (
              <li
                key={event.id}
                ref={index === live.length - 1 ? lastItem : undefined}
                className={styles.message}
                data-from={event.from}
              >
                <p className={styles.messageMeta}>
                  <span className={styles.messageName}>
                    {event.from === 'visitor' ? texts.visitor : (event.name ?? holders.get(event.id) ?? '')}
                  </span>
                  <time dateTime={event.at}>{chatClock(event.at)}</time>
                </p>
                <p className={styles.text}>{event.text}</p>
              </li>
            ) : (
              <li key={event.id} ref={index === live.length - 1 ? lastItem : undefined} className={styles.eventLine}>
                <span>{line(event)}</span>
                <time dateTime={event.at}>{chatClock(event.at)}</time>
              </li>
            ),
          )}
        </ol>
      ) : null}

      <div role="status" className={styles.visuallyHidden}>
        {news && news.type === 'message' ? `${texts.visitor}: ${news.text}` : ''}
      </div>

      {chat.status === 'active' ? <p className={styles.typing}>{visitorTyping ? texts.typing : null}</p> : null}

      <div className={styles.footer}>
        {holds ? (
          <Composer
            maxChars={maxMessageChars}
            onSend={onSend}
            onTyping={onTyping}
            texts={texts}
            focusOnMount={tookIt}
          />
        ) : null}

        {holds || chat.status === 'waiting' ? (
          <div className={styles.actions}>
            {chat.status === 'waiting' ? (
              <Button loading={busy === 'take'} onClick={() => void act('take')}>
                {texts.take}
              </Button>
            ) : (
              <>
                <Button variant="secondary" loading={busy === 'release'} onClick={() => void act('release')}>
                  {texts.release}
                </Button>
                <Button variant="secondary" loading={busy === 'end'} onClick={() => void act('end')}>
                  {texts.end}
                </Button>
              </>
            )}
          </div>
        ) : null}
        <div role="alert">{actionSaid ? <p className={styles.problem}>{actionSaid}</p> : null}</div>
      </div>
    </article>
  );
}

type ComposerProps = {
  maxChars: number;
  onSend: (text: string) => Promise<void>;
  onTyping?: () => void;
  focusOnMount: boolean;
  texts: Pick<StaffChatConversationTexts, 'message' | 'send' | 'failed'>;
};

/** "Bericht" and "Versturen": Enter sends, Shift+Enter starts a new line; a blank message is never sent. */
function Composer({ maxChars, onSend, onTyping, focusOnMount, texts }: ComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [problem, setProblem] = useState<string>();
  const lastTyping = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (focusOnMount) field.current?.focus();
    // Only when it first appears, after "Overnemen".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sendingRef.current || !text.trim()) return;
    sendingRef.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      await onSend(text);
      setText('');
    } catch (reason) {
      setProblem(failureText(reason, texts.failed));
    } finally {
      sendingRef.current = false;
      setSending(false);
      field.current?.focus();
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)}>
      <label htmlFor={id}>{texts.message}</label>
      <textarea
        id={id}
        ref={field}
        value={text}
        rows={3}
        maxLength={maxChars}
        readOnly={sending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const now = Date.now();
          if (onTyping && event.target.value.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
            lastTyping.current = now;
            onTyping();
          }
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        <div id={`${id}-problem`} role="alert">
          {problem ? <p className={styles.problem}>{problem}</p> : null}
        </div>
        <Button type="submit" loading={sending} endIcon={<Icon name="send" />}>
          {texts.send}
        </Button>
      </div>
    </form>
  );
}
