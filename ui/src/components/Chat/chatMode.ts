// Who holds the conversation (`ChatMode`), read and changed in one place: the session, the live
// conversation and the panel ask these, and nothing else spells a mode out.
import type { ChatError, ChatMode, ChatOffer, ChatStatus, ChatThreadMessage, LiveLink, LiveMode } from './chatTypes';

/** Whether a person holds the conversation or is asked for: the visitor's messages go to them, not to the assistant. */
export function personHolds(mode: ChatMode): mode is LiveMode {
  return mode.with !== 'assistant';
}

/** The assistant holds the conversation, with nothing under way and `offer` beside it. */
export function assistantMode(offer: ChatOffer | null = null): ChatMode {
  return { with: 'assistant', reply: 'idle', error: null, offer };
}

/** `mode` with `offer` beside the assistant: its last reply stays as it was (a person who held it is gone). */
export function withOffer(mode: ChatMode, offer: ChatOffer | null): ChatMode {
  return mode.with === 'assistant' ? { ...mode, offer } : assistantMode(offer);
}

/** `mode` with the assistant's reply at `reply` (and `error`); a person who held the conversation keeps it. */
export function withReply(mode: ChatMode, reply: ChatStatus, error: ChatError | null = null): ChatMode {
  return mode.with === 'assistant' ? { ...mode, reply, error } : mode;
}

/** The offer of a person the panel shows in its box (`null`: none, a person holds it, or a form opens instead). */
export function personOffer(mode: ChatMode): Exclude<ChatOffer, { kind: 'callback' | 'contact' }> | null {
  return mode.with === 'assistant' && mode.offer && mode.offer.kind !== 'callback' && mode.offer.kind !== 'contact'
    ? mode.offer
    : null;
}

/**
 * Whether the colleague's question for the visitor's contact details is open: while a person
 * holds the conversation, or after it ended before they were left. The form with e-mail shows.
 */
export function contactAsked(mode: ChatMode): boolean {
  return personHolds(mode) ? mode.link.contactAsked : mode.offer?.kind === 'contact';
}

/** Whether the assistant's reply is under way: sent, or streaming in. */
export function replying(mode: ChatMode): boolean {
  return mode.with === 'assistant' && (mode.reply === 'submitted' || mode.reply === 'streaming');
}

/** A link to a colleague with nothing known yet but `more`. */
export function liveLink(more: Partial<LiveLink> = {}): LiveLink {
  return { reference: null, readUpTo: null, connection: 'open', contactAsked: false, ...more };
}

/** The live conversation's event id of a message (the assistant's have none). */
export function liveIdOf(message: ChatThreadMessage): number | undefined {
  return message.role === 'assistant' ? undefined : message.liveId;
}
