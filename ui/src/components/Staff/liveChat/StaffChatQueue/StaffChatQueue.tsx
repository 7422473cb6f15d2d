import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../Button';
import { Icon } from '../../../Icon';
import { SiteLink } from '../../../LinkProvider';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import live from '../liveChat.module.css';
import styles from './StaffChatQueue.module.css';
import {
  chatClock,
  failureText,
  waitedFor,
  waitedForIso,
  type StaffChatMoreTexts,
  type StaffChatLists,
  type StaffChatSummary,
  type StaffChatTakeResult,
  type StaffChatWords,
} from '../staffChats';
import { staffMoment } from '../../common/staffMoment';
import { fillIn } from '../../common/staffTexts';

/** Every text of `StaffChatQueue`; the site passes `staffChatTexts` of `@agency/content`. */
export type StaffChatQueueTexts = StaffChatWords &
  Pick<StaffChatMoreTexts, 'unread' | 'failed'> & {
    /** The heading (h2), 'Chats'. */
    heading: string;
    /** The groups' headings (h3): 'Wachtend', 'Lopend', 'Gemist en beëindigd'. */
    waiting: string;
    active: string;
    recent: string;
    /** No conversation at all, 'Geen chats.' */
    none: string;
    /** The button on a waiting conversation, 'Overnemen'. */
    take: string;
    /** Another colleague was first, `{name}`: '{name} heeft dit gesprek al overgenomen.' */
    takenBy: string;
    /** Before a waiting visitor's question, for screen readers: 'Vraag'. */
    question: string;
  };

export type StaffChatQueueProps = {
  queue: StaffChatLists;
  /** The address of a conversation's page. */
  chatHref: (id: string) => string;
  /**
   * "Overnemen", atomic on the server: the viewer has it now (the site opens it), or another
   * colleague was first (said at that row). A rejected promise shows its message at the row.
   */
  onTake: (id: string) => Promise<StaffChatTakeResult>;
  /** The moment waits are counted to. Left out: this browser's clock, read every 15 seconds. */
  now?: string | number | Date;
  /** The heading's level. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
  texts: StaffChatQueueTexts;
};

type RowSaid = { text: string; problem: boolean };

/** A waiting visitor's question, on one line (cut off with an ellipsis; all of it in its title). */
function WaitingQuestion({ question, label }: { question: string | null; label: string }) {
  if (!question) return null;
  return (
    <p className={styles.question} title={question}>
      <span className={card.visuallyHidden}>{label}: </span>
      {question}
    </p>
  );
}

/** This browser's clock, read every 15 seconds, unless a fixed moment is given. */
function useNow(fixed: StaffChatQueueProps['now']): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed === undefined ? now : new Date(fixed).getTime();
}

/**
 * The inbox's "Chats": visitors who wait for a colleague (with what they asked, on one line, the
 * page they are on, how long they have waited, and "Overnemen"), the conversations colleagues hold (who, and the unread
 * messages), and the missed and ended ones (status and time). Each reference links to the
 * conversation. When another colleague was first, the row says who.
 */
export function StaffChatQueue({
  queue,
  chatHref,
  onTake,
  now: fixedNow,
  headingLevel = 2,
  className,
  texts,
}: StaffChatQueueProps) {
  const id = useId();
  const now = useNow(fixedNow);
  const [taking, setTaking] = useState<string>();
  const [said, setSaid] = useState<Readonly<Record<string, RowSaid>>>({});
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  async function take(chatId: string) {
    if (taking) return;
    setTaking(chatId);
    setSaid((rows) => {
      const next = { ...rows };
      delete next[chatId];
      return next;
    });
    try {
      const result = await onTake(chatId);
      if (result.takenBy === 'other')
        setSaid((rows) => ({
          ...rows,
          [chatId]: { text: fillIn(texts.takenBy, { name: result.name }), problem: false },
        }));
    } catch (reason) {
      setSaid((rows) => ({ ...rows, [chatId]: { text: failureText(reason, texts.failed), problem: true } }));
    } finally {
      setTaking(undefined);
    }
  }

  const empty = !queue.waiting.length && !queue.active.length && !queue.recent.length;

  const link = (chat: StaffChatSummary) => (
    <SiteLink href={chatHref(chat.id)} className={styles.chatLink}>
      {chat.reference}
    </SiteLink>
  );

  const page = (chat: StaffChatSummary) => (
    <span className={live.fact}>
      <span className={card.visuallyHidden}>{texts.page}: </span>
      <Icon name="globe" />
      <span className={live.page}>{chat.page}</span>
    </span>
  );

  const rowSaid = (chat: StaffChatSummary) => {
    const line = said[chat.id];
    return (
      <div role="status" className={styles.rowSaid}>
        {line ? <p className={line.problem ? answerStyle.errorText : live.notice}>{line.text}</p> : null}
      </div>
    );
  };

  const group = (key: 'waiting' | 'active' | 'recent', title: string, rows: readonly StaffChatSummary[]) =>
    rows.length ? (
      <section className={styles.group} aria-labelledby={`${id}-${key}`}>
        <GroupHeading id={`${id}-${key}`} className={styles.groupTitle}>
          {title} <span className={styles.count}>({rows.length})</span>
        </GroupHeading>
        <ul className={card.list}>
          {rows.map((chat) => (
            <li key={chat.id} className={styles.row} data-status={chat.status}>
              <div className={styles.rowMain}>
                <div className={styles.rowText}>
                  {link(chat)}
                  {key === 'waiting' ? <WaitingQuestion question={chat.question} label={texts.question} /> : null}
                  <p className={live.facts}>
                    {key === 'waiting' ? (
                      <>
                        {page(chat)}
                        <span className={live.fact}>
                          <span className={card.visuallyHidden}>{texts.statuses.waiting}: </span>
                          <Icon name="clock" />
                          <time dateTime={waitedForIso(chat.createdAt, now)}>{waitedFor(chat.createdAt, now)}</time>
                        </span>
                      </>
                    ) : key === 'active' ? (
                      <>
                        {chat.takenBy ? (
                          <span className={live.fact}>
                            <Icon name="users" />
                            <span>{chat.takenBy.name}</span>
                          </span>
                        ) : null}
                        {page(chat)}
                        {chat.lastMessageAt ? (
                          <span className={live.fact}>
                            <Icon name="message" />
                            <time dateTime={chat.lastMessageAt}>{chatClock(chat.lastMessageAt)}</time>
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <>
                        <span className={live.status} data-status={chat.status}>
                          {texts.statuses[chat.status]}
                        </span>
                        <time dateTime={chat.lastMessageAt ?? chat.createdAt}>
                          {staffMoment(chat.lastMessageAt ?? chat.createdAt)}
                        </time>
                        {chat.takenBy ? <span>{chat.takenBy.name}</span> : null}
                      </>
                    )}
                  </p>
                </div>
                {key === 'active' && chat.unread > 0 ? (
                  <span className={styles.unread}>{fillIn(texts.unread, { count: chat.unread })}</span>
                ) : null}
                {key === 'waiting' ? (
                  <Button
                    variant="primary"
                    loading={taking === chat.id}
                    disabled={taking !== undefined && taking !== chat.id}
                    aria-describedby={`${id}-${chat.id}-ref`}
                    onClick={() => void take(chat.id)}
                  >
                    {texts.take}
                  </Button>
                ) : null}
              </div>
              <span id={`${id}-${chat.id}-ref`} hidden>
                {chat.reference}
              </span>
              {key === 'recent' ? null : rowSaid(chat)}
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <section className={clsx(card.section, className)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={card.title}>
        {texts.heading}
      </Heading>
      {empty ? (
        <p className={card.muted}>{texts.none}</p>
      ) : (
        <>
          {group('waiting', texts.waiting, queue.waiting)}
          {group('active', texts.active, queue.active)}
          {group('recent', texts.recent, queue.recent)}
        </>
      )}
    </section>
  );
}
