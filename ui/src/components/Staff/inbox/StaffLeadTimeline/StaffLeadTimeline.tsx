import { useId } from 'react';
import { SiteLink } from '../../../LinkProvider';
import { staffMoment } from '../../common/staffMoment';
import { fillIn } from '../../common/staffTexts';
import inbox from '../inbox.module.css';
import type { StaffLeadStatus, StaffTimelineEntry } from '../staffLeads';
import styles from './StaffLeadTimeline.module.css';

/** Every text of `StaffLeadTimeline`; the site passes `staffInboxTexts.timeline` of `@agency/content`. */
export type StaffLeadTimelineTexts = {
  /** The heading (h2), 'Geschiedenis', and what it says without entries. */
  title: string;
  empty: string;
  /** What happened, one text per kind: {status}, {subject}, {name} and {time} are filled in. */
  received: string;
  status: string;
  note: string;
  reply: string;
  assigned: string;
  unassigned: string;
  followUpSet: string;
  followUpCleared: string;
  followUpDue: string;
  chat: string;
  /** The link to the conversation's page, 'Gesprek bekijken'. */
  openChat: string;
  /** Who did it: 'door {name}', and who sent the lead, 'de bezoeker'. */
  by: string;
  visitor: string;
};

export type StaffLeadTimelineProps = {
  /** What happened, oldest first. */
  entries: readonly StaffTimelineEntry[];
  /** The statuses' Dutch names. */
  statuses: Readonly<Record<StaffLeadStatus, string>>;
  /** The address of a live conversation's page; without it a chat has no link. */
  chatHref?: (chatId: string) => string;
  texts: StaffLeadTimelineTexts;
};

/** What an entry says happened, in words. */
function whatHappened(
  entry: StaffTimelineEntry,
  statuses: StaffLeadTimelineProps['statuses'],
  texts: StaffLeadTimelineTexts,
) {
  switch (entry.kind) {
    case 'received':
      return texts.received;
    case 'status':
      return fillIn(texts.status, { status: statuses[entry.status] ?? entry.status });
    case 'note':
      return texts.note;
    case 'reply':
      return fillIn(texts.reply, { subject: entry.subject });
    case 'assigned':
      return entry.assignee ? fillIn(texts.assigned, { name: entry.assignee.name }) : texts.unassigned;
    case 'follow_up':
      return entry.followUpAt
        ? fillIn(texts.followUpSet, { time: staffMoment(entry.followUpAt) })
        : texts.followUpCleared;
    case 'follow_up_due':
      // The moment it came due is the entry's own time, shown under it.
      return texts.followUpDue;
    case 'chat':
      return texts.chat;
  }
}

/**
 * "Geschiedenis": one ordered list of what happened to a lead, oldest first: received, status
 * changes, notes, replies (their subject), assignment, follow-ups set, removed and due, and live
 * chats; each with who ("door Sanne de Vries"; the visitor for the lead itself; no one for what
 * the system did) and when, in Amsterdam's time. Every name and subject is text.
 */
export function StaffLeadTimeline({ entries, statuses, chatHref, texts }: StaffLeadTimelineProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={inbox.section}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      {entries.length ? (
        <ol className={styles.timeline} aria-labelledby={`${id}-title`}>
          {entries.map((entry, index) => {
            const who = entry.by ? entry.by.name : entry.kind === 'received' ? texts.visitor : undefined;
            return (
              <li key={`${entry.kind}-${entry.at}-${index}`} className={styles.entry} data-kind={entry.kind}>
                <p className={styles.what}>
                  {whatHappened(entry, statuses, texts)}
                  {entry.kind === 'chat' && chatHref ? (
                    <>
                      {' '}
                      <SiteLink href={chatHref(entry.chatId)} className={styles.link}>
                        {texts.openChat}
                      </SiteLink>
                    </>
                  ) : null}
                </p>
                <p className={inbox.entryMeta}>
                  {who ? `${fillIn(texts.by, { name: who })} · ` : null}
                  <time dateTime={entry.at}>{staffMoment(entry.at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={inbox.empty}>{texts.empty}</p>
      )}
    </section>
  );
}
