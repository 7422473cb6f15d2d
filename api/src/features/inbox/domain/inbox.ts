import {
  staffInbox,
  type InboxFollowUpRow,
  type InboxLead,
  type InboxLeadDetail,
  type InboxNote,
  type InboxPage,
} from '@agency/contract/inbox';
import type {
  InboxCursor,
  InboxFilter,
  InboxSearch,
  LeadInboxRepository,
  StoredLead,
  StoredNote,
} from '../data/leadInboxRepository';
import { type LeadRepository, leadVisitOf, normalisePhoneNumber } from '../../leads';
import type { LeadStatus } from '../../../shared/data/schema';
import { nextMidnight } from '../../../shared/days';
import { createLeadWork, replyOf, type LeadWorkOptions } from './leadWork';
import { leadTimeline } from './timeline';

/** Separators people type inside a phone number: spaces, dashes, dots, slashes, parentheses. */
const PHONE_SEPARATORS = /[\s\-./()]/g;

/**
 * What a search typed in the inbox looks for: the text (lowercased) in names, e-mail
 * addresses, messages and notes, and in the stored phone numbers (E.164) the number as the lead endpoints and
 * `leads find` read it ("06 12345678", "+31 6 1234 5678" and "0031612345678" are all
 * +31612345678), or, for part of a number, its digits as typed and in international form
 * ("06 1234" finds +3161234…).
 */
export function inboxSearch(typed: string): InboxSearch | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  const phones = new Set<string>();
  const whole = normalisePhoneNumber(text);
  if (whole) phones.add(whole);
  const compact = text.replace(PHONE_SEPARATORS, '');
  if (/^\+?\d{3,}$/.test(compact)) {
    phones.add(compact);
    if (compact.startsWith('00')) phones.add(`+${compact.slice(2)}`);
    else if (compact.startsWith('0')) phones.add(`+31${compact.slice(1)}`);
  }
  return { text: text.toLowerCase(), phones: [...phones] };
}

/** The cursor of the page after this lead: its creation time and id (`2026-11-25T09:00:00.000Z_<id>`). */
export const cursorAfter = (lead: Pick<StoredLead, 'created_at' | 'id'>): string => `${lead.created_at}_${lead.id}`;

/** Reads a cursor `cursorAfter` made; undefined when it is not one. */
export function readCursor(cursor: string): InboxCursor | undefined {
  const at = cursor.indexOf('_');
  if (at < 0) return undefined;
  const createdAt = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (id === '' || id.length > 64 || Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt, id };
}

/**
 * A message's first line that has text, trimmed and clipped to `previewChars` characters (code
 * points, "…" included), for the inbox's row; null without a message.
 */
export function messagePreview(message: string | null): string | null {
  const line = message
    ?.split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => text !== '');
  if (line === undefined) return null;
  const chars = [...line];
  const max = staffInbox.limits.previewChars;
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The names of the colleagues these leads are assigned to. */
type Names = ReadonlyMap<string, string>;

const row = (lead: StoredLead, samePerson: number, names: Names): InboxLead => ({
  id: lead.id,
  name: lead.name,
  source: lead.source,
  kind: lead.kind,
  createdAt: lead.created_at,
  status: lead.status,
  email: lead.email,
  phone: lead.phone,
  preview: messagePreview(lead.message),
  visit: leadVisitOf(lead),
  assignee: lead.assigned_to === null ? null : { id: lead.assigned_to, name: names.get(lead.assigned_to) ?? '' },
  followUpAt: lead.follow_up_at,
  samePerson,
});

const assigneesOf = (leads: readonly StoredLead[]) => [
  ...new Set(leads.flatMap((lead) => (lead.assigned_to === null ? [] : [lead.assigned_to]))),
];

/** Follow-ups listed at most (the list of the day: due before its end, the overdue first). */
const FOLLOW_UPS_LISTED = 200;

const note = (stored: StoredNote): InboxNote => ({
  id: stored.id,
  text: stored.text,
  createdAt: stored.created_at,
  author: { id: stored.author_id, name: stored.author_name },
});

export interface LeadInboxOptions extends Omit<LeadWorkOptions, 'repository' | 'now' | 'onChanged'> {
  repository: LeadInboxRepository;
  leads: Pick<LeadRepository, 'findConversation'>;
  now?: (() => Date) | undefined;
  /** Told after a lead changed (and its event was committed). */
  onChanged?: (() => void) | undefined;
}

/**
 * The inbox of the staff area: its pages, a lead with all that belongs to it (its timeline
 * too), status and notes, and working it (assignment, follow-up, replies: ./leadWork.ts).
 */
export function createLeadInbox(options: LeadInboxOptions) {
  const { repository, work, leads } = options;
  const now = options.now ?? (() => new Date());
  const onChanged = options.onChanged ?? (() => {});
  const leadWork = createLeadWork({ ...options, now, onChanged });

  return {
    ...leadWork,

    /** A page of leads newest first, the cursor of the next one, and the counts per status. */
    async page(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): Promise<InboxPage> {
      // One more than asked tells whether a next page exists.
      const [rows, counts] = await Promise.all([repository.page(filter, cursor, limit + 1), repository.counts(filter)]);
      const page = rows.slice(0, limit);
      const [others, names] = await Promise.all([repository.samePerson(page), work.names(assigneesOf(page))]);
      const last = page.at(-1);
      return {
        leads: page.map((lead) => row(lead, others.get(lead.id)?.size ?? 0, names)),
        nextCursor: rows.length > limit && last ? cursorAfter(last) : null,
        counts,
      };
    },

    /** The follow-ups due before the end of today (Europe/Amsterdam), the overdue first. */
    async followUps(): Promise<InboxFollowUpRow[]> {
      const at = now();
      const due = await work.followUpsBefore(nextMidnight(at), FOLLOW_UPS_LISTED);
      const [others, names] = await Promise.all([repository.samePerson(due), work.names(assigneesOf(due))]);
      return due.map((lead) => ({
        lead: row(lead, others.get(lead.id)?.size ?? 0, names),
        followUp: { at: lead.follow_up_at!, text: lead.follow_up_text },
        overdue: lead.follow_up_at! <= at.toISOString(),
      }));
    },

    /** Everything stored about the lead (the visit it came from too); undefined when there is no such lead. */
    async lead(id: string): Promise<InboxLeadDetail | undefined> {
      const lead = await repository.lead(id);
      if (!lead) return undefined;
      const [conversation, notes, notifications, others, replies, events, chats] = await Promise.all([
        leads.findConversation(id),
        repository.notes(id),
        repository.notifications(id),
        repository.samePerson([lead]),
        work.replies(id),
        work.events(id),
        work.liveChats(id),
      ]);
      const mentioned = events.flatMap((event) => (event.kind === 'assigned' && event.detail ? [event.detail] : []));
      const names = await work.names([...new Set([...assigneesOf([lead]), ...mentioned])]);
      return {
        lead: { ...row(lead, others.get(id)?.size ?? 0, names), message: lead.message },
        conversation,
        notes: notes.map(note),
        notifications: notifications.map((sent) => ({
          channel: sent.channel,
          status: sent.status,
          attempts: Number(sent.attempts),
          sentAt: sent.sent_at,
        })),
        replies: replies.map(replyOf),
        reply: !options.mailer
          ? { available: false, reason: 'no_smtp' }
          : lead.email
            ? { available: true, from: options.mailer.from }
            : { available: false, reason: 'no_email' },
        followUp: lead.follow_up_at === null ? null : { at: lead.follow_up_at, text: lead.follow_up_text },
        timeline: leadTimeline({ receivedAt: lead.created_at, events, notes, replies, chats, names }),
      };
    },

    /** False when there is no such lead. */
    async setStatus(id: string, status: LeadStatus, actorId: string): Promise<boolean> {
      const changed = await work.setStatus(id, status, actorId, now());
      if (changed) onChanged();
      return changed;
    },

    /** The note as stored, by the author; undefined when there is no such lead. */
    async addNote(leadId: string, author: { id: string; name: string }, text: string): Promise<InboxNote | undefined> {
      const at = now();
      const id = await repository.addNote({ leadId, authorId: author.id, text, now: at });
      if (id !== undefined) onChanged();
      return id === undefined ? undefined : { id, text, createdAt: at.toISOString(), author };
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
