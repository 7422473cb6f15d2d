import type { Selectable } from 'kysely';
import type { LiveChatAuthor, LiveChatEndedBy, LiveChatEvent } from '@agency/contract/liveChat';
import type { LiveChatEventsTable } from '../../../shared/data/schema';

type EventRow = Selectable<LiveChatEventsTable>;

/** A new event of a conversation, as the domain writes it. */
export type NewLiveChatEvent =
  | { type: 'message'; author: LiveChatAuthor; name?: string; text: string }
  | { type: 'taken'; name: string }
  | { type: 'typing'; author: LiveChatAuthor }
  | { type: 'read'; upTo: number }
  | { type: 'released' }
  | { type: 'ended'; by: LiveChatEndedBy }
  | { type: 'missed' }
  | { type: 'contact_asked'; name: string }
  | { type: 'contact_left'; leadId: string };

/** An event as the streams carry it, from its row. */
export function toEvent(row: EventRow): LiveChatEvent {
  const id = Number(row.id);
  const at = row.at;
  switch (row.type) {
    case 'message':
      return {
        type: 'message',
        id,
        from: row.author ?? 'visitor',
        ...(row.name ? { name: row.name } : {}),
        text: row.text ?? '',
        at,
      };
    case 'taken':
      return { type: 'taken', id, name: row.name ?? '', at };
    case 'typing':
      return { type: 'typing', id, from: row.author ?? 'visitor', at };
    case 'read':
      return { type: 'read', id, upTo: Number(row.detail ?? 0), at };
    case 'released':
      return { type: 'released', id, at };
    case 'ended':
      return { type: 'ended', id, by: (row.detail as LiveChatEndedBy | null) ?? 'visitor', at };
    case 'missed':
      return { type: 'missed', id, at };
    case 'contact_asked':
      return { type: 'contact_asked', id, name: row.name ?? '', at };
    case 'contact_left':
      return { type: 'contact_left', id, ...(row.detail ? { leadId: row.detail } : {}), at };
  }
}

/** The columns of a new event's row. */
export function eventColumns(chatId: string, event: NewLiveChatEvent, at: string) {
  const base = { chat_id: chatId, type: event.type, author: null, name: null, text: null, detail: null, at };
  switch (event.type) {
    case 'message':
      return { ...base, author: event.author, name: event.name ?? null, text: event.text };
    case 'taken':
      return { ...base, author: 'person' as const, name: event.name };
    case 'typing':
      return { ...base, author: event.author };
    case 'read':
      return { ...base, detail: String(event.upTo) };
    case 'ended':
      return { ...base, detail: event.by };
    case 'contact_asked':
      return { ...base, author: 'person' as const, name: event.name };
    case 'contact_left':
      return { ...base, author: 'visitor' as const, detail: event.leadId };
    default:
      return base;
  }
}
