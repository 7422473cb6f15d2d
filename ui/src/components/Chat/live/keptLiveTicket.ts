// The live conversation kept in the tab's sessionStorage beside the kept conversation (under
// `${storageKey}:live`), so a reload resumes its stream from the last event. Tiny, no React: the
// session reads it when it is made, before any live code is loaded.
import type { LiveChatTicket } from '../chatTypes';

/** What is kept of a live conversation. */
export type KeptLiveTicket = {
  ticket: LiveChatTicket;
  /** The last event read; the stream resumes after it. */
  lastEventId: number | null;
  /** Waiting for a colleague, or held by `name`. */
  phase: 'waiting' | 'active';
  name: string | null;
  /** The colleague's question for contact details is open (its form shows again after a reload). */
  contactAsked?: boolean;
};

const VERSION = 1;

/** The key of the kept live conversation beside the kept conversation under `storageKey`. */
export const liveTicketKey = (storageKey: string) => `${storageKey}:live`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The live conversation kept beside `storageKey`, or `null` (data of another shape is removed). */
export function loadKeptLiveTicket(storageKey: string): KeptLiveTicket | null {
  const store = storage();
  const key = liveTicketKey(storageKey);
  try {
    const raw = store?.getItem(key);
    if (raw == null) return null;
    const data = raw.length <= 2000 ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const ticket = data?.ticket as Record<string, unknown> | undefined;
    const { lastEventId, phase, name, contactAsked } = data ?? {};
    if (
      data?.v === VERSION &&
      typeof ticket?.reference === 'string' &&
      typeof ticket.capability === 'string' &&
      (lastEventId === null || (typeof lastEventId === 'number' && Number.isInteger(lastEventId))) &&
      (phase === 'waiting' || phase === 'active') &&
      (name === null || typeof name === 'string')
    ) {
      return {
        ticket: { reference: ticket.reference, capability: ticket.capability },
        lastEventId,
        phase,
        name,
        ...(contactAsked === true ? { contactAsked } : {}),
      };
    }
    store?.removeItem(key);
    return null;
  } catch {
    try {
      store?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
    return null;
  }
}

/** Keeps the live conversation beside `storageKey`. Storage that refuses is left alone. */
export function saveKeptLiveTicket(storageKey: string, kept: KeptLiveTicket): void {
  try {
    storage()?.setItem(liveTicketKey(storageKey), JSON.stringify({ v: VERSION, ...kept }));
  } catch {
    // Not kept: a reload then starts without the live conversation.
  }
}

/** Forgets the live conversation kept beside `storageKey`. */
export function clearKeptLiveTicket(storageKey: string): void {
  try {
    storage()?.removeItem(liveTicketKey(storageKey));
  } catch {
    // Nothing kept.
  }
}
