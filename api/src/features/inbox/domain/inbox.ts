import {
  staffInbox,
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

const row = (lead: StoredLead, samePerson: number): InboxLead => ({
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
  samePerson,
});

const note = (stored: StoredNote): InboxNote => ({
  id: stored.id,
  text: stored.text,
  createdAt: stored.created_at,
  author: { id: stored.author_id, name: stored.author_name },
});

/** The inbox of the staff area: its pages, a lead with all that belongs to it, status and notes. */
export function createLeadInbox(
  repository: LeadInboxRepository,
  leads: Pick<LeadRepository, 'findConversation'>,
  now: () => Date = () => new Date(),
  /** Told after a lead's status or notes changed (and its event was committed). */
  onChanged: () => void = () => {},
) {
  return {
    /** A page of leads newest first, the cursor of the next one, and the counts per status. */
    async page(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): Promise<InboxPage> {
      // One more than asked tells whether a next page exists.
      const [rows, counts] = await Promise.all([repository.page(filter, cursor, limit + 1), repository.counts(filter)]);
      const leads = rows.slice(0, limit);
      const others = await repository.samePerson(leads);
      const last = leads.at(-1);
      return {
        leads: leads.map((lead) => row(lead, others.get(lead.id)?.size ?? 0)),
        nextCursor: rows.length > limit && last ? cursorAfter(last) : null,
        counts,
      };
    },

    /** Everything stored about the lead (the visit it came from too); undefined when there is no such lead. */
    async lead(id: string): Promise<InboxLeadDetail | undefined> {
      const lead = await repository.lead(id);
      if (!lead) return undefined;
      const [conversation, notes, notifications, others] = await Promise.all([
        leads.findConversation(id),
        repository.notes(id),
        repository.notifications(id),
        repository.samePerson([lead]),
      ]);
      return {
        lead: { ...row(lead, others.get(id)?.size ?? 0), message: lead.message },
        conversation,
        notes: notes.map(note),
        notifications: notifications.map((sent) => ({
          channel: sent.channel,
          status: sent.status,
          attempts: Number(sent.attempts),
          sentAt: sent.sent_at,
        })),
      };
    },

    /** False when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<boolean> {
      const changed = await repository.setStatus(id, status);
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
