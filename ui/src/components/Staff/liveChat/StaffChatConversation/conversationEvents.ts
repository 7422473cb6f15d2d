import type { StaffChatEvent } from '../staffChats';

/** An event the conversation shows: a message or a line of what happened (not typing, not read). */
export type LiveEvent = Exclude<StaffChatEvent, { type: 'typing' } | { type: 'read' }>;

export const shown = (event: StaffChatEvent): event is LiveEvent => event.type !== 'typing' && event.type !== 'read';
