import { liveChat, type LiveChatEvent } from '@agency/contract/liveChat';
import {
  LiveChatGone,
  LiveChatNobodyAvailable,
  nobodyAvailableOf,
  type LiveAvailability,
  type LiveChatTicket,
  type LiveChatTransport,
} from '@agency/ui/Chat/live';
import { RejectedFields } from '@agency/ui/rejected-fields';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * A person in the chat over HTTP (the contract's `liveChat`). Loaded only when a visitor asks
 * for a person: the site's chat passes `() => import('./liveChat')` to the panel.
 *
 * The capability goes in a request header on every call, never in a URL and never in a cookie.
 * The conversation's events are read with fetch (not EventSource, which cannot send a header),
 * resuming with `Last-Event-ID`.
 */

const EVENT_TYPES = new Set<string>(Object.values(liveChat.events));

/** Why a call failed, for the session: the conversation is over, what was typed was refused, or something passing. */
async function failure(response: Response): Promise<Error> {
  if (response.status === 401 || response.status === 410) return new LiveChatGone(response.status);
  if (response.status === 400) {
    // The api's Dutch message per field (`{error: 'validation_failed', fields}`): shown at the form's fields.
    const body = (await response.json().catch(() => null)) as { fields?: unknown } | null;
    const fields = body?.fields;
    if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
      const messages = Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      if (messages.length > 0) return new RejectedFields(Object.fromEntries(messages));
    }
  }
  if (response.status === 409) {
    const body = (await response.json().catch(() => null)) as unknown;
    const availability = nobodyAvailableOf(body);
    if (availability) return new LiveChatNobodyAvailable(availability);
  }
  return Object.assign(new Error(`The live chat answered HTTP ${response.status}.`), { status: response.status });
}

const withCapability = (ticket: LiveChatTicket, json: boolean): HeadersInit => ({
  [liveChat.capabilityHeader]: ticket.capability,
  ...(json ? { 'content-type': 'application/json' } : {}),
});

async function post(path: string, ticket: LiveChatTicket, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: withCapability(ticket, body !== undefined),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await failure(response);
  return response;
}

/** One frame of the stream as an event, or undefined when it is none this site knows. */
function eventOf(message: EventSourceMessage): LiveChatEvent | { type: 'ready' } | undefined {
  const type = message.event;
  if (type === liveChat.events.ready) return { type: 'ready' };
  if (!type || !EVENT_TYPES.has(type)) return undefined;
  try {
    const data = JSON.parse(message.data) as Record<string, unknown>;
    const id = Number(message.id ?? data.id);
    if (!Number.isSafeInteger(id)) return undefined;
    return { ...data, id, type } as LiveChatEvent;
  } catch {
    return undefined;
  }
}

async function* readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): AsyncGenerator<LiveChatEvent | { type: 'ready' }> {
  const queue: (LiveChatEvent | { type: 'ready' })[] = [];
  const parser = createParser({
    onEvent(message) {
      const event = eventOf(message);
      if (event) queue.push(event);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) return;
      parser.feed(decoder.decode(value, { stream: true }));
      while (queue.length > 0) yield queue.shift()!;
    }
  } finally {
    signal.removeEventListener('abort', stop);
    stop();
  }
}

export const liveChatTransport: LiveChatTransport = {
  async availability(signal) {
    const response = await fetch(liveChat.paths.availability, { ...(signal ? { signal } : {}) });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as LiveAvailability;
  },

  async start(request) {
    const response = await fetch(liveChat.paths.start, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as LiveChatTicket;
  },

  async *events(ticket, lastEventId, signal) {
    const response = await fetch(liveChat.paths.events, {
      headers: {
        ...withCapability(ticket, false),
        accept: 'text/event-stream',
        ...(lastEventId === null ? {} : { 'last-event-id': String(lastEventId) }),
      },
      signal,
    });
    if (!response.ok || !response.body) throw await failure(response);
    yield* readEvents(response.body, signal);
  },

  async send(ticket, text) {
    const page = typeof location === 'undefined' ? undefined : location.pathname;
    const response = await post(liveChat.paths.messages, ticket, { text, ...(page ? { page } : {}) });
    return (await response.json()) as { id: number };
  },

  async typing(ticket) {
    await post(liveChat.paths.typing, ticket);
  },

  async end(ticket) {
    await post(liveChat.paths.end, ticket);
  },

  async leaveContact(ticket, details) {
    await post(liveChat.paths.contact, ticket, details);
  },
};
