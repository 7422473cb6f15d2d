import type { InboxColleague, InboxTimelineEntry } from '@agency/contract/inbox';
import type { LeadStatus } from '../../../shared/data/schema';
import type { StoredNote } from '../data/leadInboxRepository';
import type { StoredEvent, StoredReply } from '../data/leadWorkRepository';

const colleague = (id: string | null, name: string | null | undefined): InboxColleague | null =>
  id === null ? null : { id, name: name ?? '' };

/**
 * One timeline of what happened to a lead, oldest first: its arrival, then its events
 * (status, assignment, follow-up, a chat), notes and replies, each with when and who.
 * `names` names the colleagues an assignment mentions.
 */
export function leadTimeline(input: {
  receivedAt: string;
  events: readonly StoredEvent[];
  notes: readonly StoredNote[];
  replies: readonly StoredReply[];
  /** The live chats that joined the lead. */
  chats: readonly { chat_id: string; linked_at: string }[];
  names: ReadonlyMap<string, string>;
}): InboxTimelineEntry[] {
  const entries: InboxTimelineEntry[] = [{ kind: 'received', at: input.receivedAt, by: null }];
  for (const event of input.events) {
    const by = colleague(event.actor_id, event.actor_name);
    const at = event.at;
    switch (event.kind) {
      case 'status':
        entries.push({ kind: 'status', at, by, status: event.detail as LeadStatus });
        break;
      case 'assigned':
        entries.push({
          kind: 'assigned',
          at,
          by,
          assignee: colleague(event.detail, input.names.get(event.detail ?? '')),
        });
        break;
      case 'follow_up':
        entries.push({ kind: 'follow_up', at, by, followUpAt: event.detail });
        break;
      case 'follow_up_due':
        entries.push({ kind: 'follow_up_due', at, by: null, followUpAt: event.detail ?? at });
        break;
    }
  }
  for (const note of input.notes) {
    entries.push({
      kind: 'note',
      at: note.created_at,
      by: colleague(note.author_id, note.author_name),
      noteId: note.id,
    });
  }
  for (const reply of input.replies) {
    entries.push({
      kind: 'reply',
      at: reply.created_at,
      by: colleague(reply.author_id, reply.author_name),
      replyId: reply.id,
      subject: reply.subject,
    });
  }
  for (const chat of input.chats) entries.push({ kind: 'chat', at: chat.linked_at, by: null, chatId: chat.chat_id });
  // Stable: what happened at the same moment keeps the order above (arrival first).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : a.index - b.index))
    .map(({ entry }) => entry);
}
