// The conversation with a person of the agency, outside React. `ChatSession` loads this module
// (with a dynamic import) only when a person is asked for or a kept live conversation is found,
// so none of it is in the panel's first chunk.
import type {
  ChatLimits,
  ChatThreadMessage,
  LiveAvailability,
  LiveChatEvent,
  LiveChatState,
  LiveChatTicket,
  LiveChatTransport,
} from '../chatTypes';
import { requestMessages } from '../keptConversation/keptConversation';
import { clearKeptLiveTicket, saveKeptLiveTicket, type KeptLiveTicket } from './keptLiveTicket';
import { isLiveChatGone, nobodyAvailableOf } from './liveErrors';
import { fillLiveText, type ChatLiveNoticeTexts } from './liveTexts';

/** How long the colleague's typing shows without a new sign of it. */
export const LIVE_TYPING_SHOWN_MS = 6000;
/** At most one typing sign of the visitor per this many ms. */
export const LIVE_TYPING_THROTTLE_MS = 3000;
/** The waits before connecting again after the stream dropped, one after the other (the last repeats). */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000] as const;

/** What the live conversation changes of the session's snapshot. */
export type LiveChange = {
  messages?: ChatThreadMessage[];
  live?: LiveChatState | null;
  callbackOffered?: boolean;
};

/** What `LiveConversation` needs of its `ChatSession`. */
export type LiveHost = {
  /** The session's messages and live state now. */
  read(): { messages: readonly ChatThreadMessage[]; live: LiveChatState | null };
  /** Changes them (one new snapshot). */
  update(change: LiveChange): void;
  /** Loads the transport (the site's lazily loaded module). */
  loadTransport(): Promise<LiveChatTransport>;
  limits: ChatLimits;
  /** The notices' texts; no notices without them. */
  texts(): ChatLiveNoticeTexts | undefined;
  /** The page the visitor is on, sent when a person is asked for. */
  page(): string;
  now(): number;
  /** Where the session keeps its conversation; the ticket is kept beside it. */
  storageKey?: string;
};

/** A live state in `phase`, with nothing else known yet. */
export function liveState(phase: LiveChatState['phase'], more: Partial<LiveChatState> = {}): LiveChatState {
  return {
    phase,
    reference: null,
    name: null,
    typing: false,
    readUpTo: null,
    nextOpening: null,
    connection: 'open',
    ...more,
  };
}

/** What to offer for an availability: a colleague, or a call back (closed: with the next opening). */
function offerFor(availability: LiveAvailability): LiveChatState {
  if (availability.available) return liveState('offer');
  if (!availability.open) return liveState('closed', { nextOpening: availability.nextOpening });
  return liveState('unavailable');
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * One conversation with a person: asking whether one can be offered, asking for one, the event
 * stream (reconnected with the last event id after it drops, with backoff), the messages both
 * ways (each stored with its event id, so a replayed event never shows twice), typing signs, and
 * the end. Its messages are marked live so they never go to the assistant. The ticket and the
 * last event id are kept beside the conversation, so a reload resumes.
 */
export class LiveConversation {
  #host: LiveHost;
  #transport: LiveChatTransport | null = null;
  #loading: Promise<LiveChatTransport> | null = null;
  #ticket: LiveChatTicket | null = null;
  #lastEventId: number | null = null;
  /** The ticket being asked for. */
  #starting: Promise<LiveChatTicket | null> | null = null;
  #check: AbortController | null = null;
  #stream: AbortController | null = null;
  #typingTimer: ReturnType<typeof setTimeout> | null = null;
  #typingSentAt = Number.NEGATIVE_INFINITY;
  /** Grows each time the conversation ends, so what was under way for it is ignored. */
  #generation = 0;

  constructor(host: LiveHost, kept: KeptLiveTicket | null = null) {
    this.#host = host;
    if (kept) {
      this.#ticket = kept.ticket;
      this.#lastEventId = kept.lastEventId;
    }
  }

  /** Whether a person holds the conversation or is asked for. */
  get holding(): boolean {
    const phase = this.#host.read().live?.phase;
    return phase === 'waiting' || phase === 'active';
  }

  /** Asks whether a person can be offered: `checking`, then `offer`, `unavailable` or `closed`. */
  ask = async (): Promise<void> => {
    if (this.holding) return;
    this.#check?.abort();
    const check = new AbortController();
    this.#check = check;
    this.#setLive(liveState('checking'));
    try {
      const transport = await this.#load();
      const availability = await transport.availability(check.signal);
      if (!check.signal.aborted) this.#setLive(offerFor(availability));
    } catch {
      // Not known: a call back can always be offered.
      if (!check.signal.aborted) this.#setLive(liveState('unavailable'));
    } finally {
      if (this.#check === check) this.#check = null;
    }
  };

  /** Closes the offer (or the question whether there is one). */
  cancelOffer = (): void => {
    if (this.holding) return;
    this.#check?.abort();
    this.#check = null;
    if (this.#host.read().live) this.#setLive(null);
  };

  /**
   * Asks for a person, with the visitor's and the assistant's messages so far (within the
   * limits): `waiting`, then the event stream. Nobody after all: back to `unavailable` or `closed`.
   */
  start = async (): Promise<void> => {
    if (this.#host.read().live?.phase !== 'offer') return;
    const generation = this.#generation;
    this.#setLive(liveState('waiting'));
    const { limits } = this.#host;
    const transcript = requestMessages(this.#host.read().messages, limits);
    const starting = this.#load().then((transport) => transport.start({ transcript, page: this.#host.page() }));
    this.#starting = starting.catch(() => null);
    let ticket: LiveChatTicket;
    try {
      ticket = await starting;
    } catch (error) {
      if (generation !== this.#generation) return;
      const availability = nobodyAvailableOf(error);
      this.#setLive(availability ? offerFor({ ...availability, available: false }) : liveState('unavailable'));
      return;
    } finally {
      this.#starting = null;
    }
    if (generation !== this.#generation) {
      // Ended (or a new conversation) before the ticket came: end it there too.
      void this.#transport?.end(ticket).catch(() => {});
      return;
    }
    this.#ticket = ticket;
    this.#lastEventId = null;
    this.#setLive(liveState('waiting', { reference: ticket.reference }));
    this.#keep();
    void this.#run();
  };

  /** Connects the stream of a kept (or dropped) conversation again, when it does not run. */
  resume = async (): Promise<void> => {
    if (!this.#ticket || this.#stream) return;
    try {
      await this.#load();
    } catch {
      // The live code did not load: try again on the next resume; meanwhile 'reconnecting'.
      this.#patchLive({ connection: 'reconnecting' });
      return;
    }
    if (this.#ticket && !this.#stream) void this.#run();
  };

  /**
   * Sends the visitor's message to the person: shown at once, given its event id when sent,
   * marked delivered when its event comes back, marked failed when it did not arrive.
   */
  send = async (text: string): Promise<void> => {
    const generation = this.#generation;
    let message: ChatThreadMessage = { role: 'user', content: text, live: true };
    this.#host.update({ messages: [...this.#host.read().messages, message] });
    const replace = (change: (current: ChatThreadMessage) => ChatThreadMessage) => {
      const messages = this.#host.read().messages;
      const index = messages.indexOf(message);
      if (index === -1) return;
      message = change(message);
      this.#host.update({ messages: messages.map((item, i) => (i === index ? message : item)) });
    };
    try {
      const ticket = this.#ticket ?? (await this.#starting);
      if (!ticket || generation !== this.#generation) throw new Error('No live conversation.');
      const transport = await this.#load();
      const { id } = await transport.send(ticket, text);
      if (this.#host.read().messages.some((item) => item.liveId === id)) return;
      replace((current) => ({ ...current, liveId: id }) as ChatThreadMessage);
    } catch (error) {
      if (generation !== this.#generation) return;
      replace((current) => ({ ...current, failed: true }) as ChatThreadMessage);
      if (isLiveChatGone(error)) this.#finish();
    }
  };

  /** Tells the colleague the visitor types: at most once per `LIVE_TYPING_THROTTLE_MS`. */
  typing = (): void => {
    const ticket = this.#ticket;
    if (!ticket || !this.#transport || !this.holding) return;
    const now = this.#host.now();
    if (now - this.#typingSentAt < LIVE_TYPING_THROTTLE_MS) return;
    this.#typingSentAt = now;
    this.#transport.typing(ticket).catch(() => {});
  };

  /** Ends the conversation with the person ('Gesprek beëindigen'): back to the assistant, with a notice. */
  end = async (): Promise<void> => {
    if (!this.holding) return;
    const ticket = this.#ticket;
    const texts = this.#host.texts();
    this.#finish(texts ? { role: 'notice', content: texts.endedByVisitor, live: true } : null);
    if (ticket)
      await this.#load()
        .then((transport) => transport.end(ticket))
        .catch(() => {});
  };

  /** For a new conversation: ends the live one there, forgets it here, without a notice. */
  forget = (): void => {
    const ticket = this.#ticket;
    this.#check?.abort();
    this.#finish();
    if (ticket)
      void this.#load()
        .then((transport) => transport.end(ticket))
        .catch(() => {});
  };

  /** Stops what runs (the stream, the timers); the kept ticket stays, so `resume` can go on. */
  dispose = (): void => {
    this.#check?.abort();
    this.#check = null;
    this.#stream?.abort();
    this.#stream = null;
    if (this.#typingTimer) clearTimeout(this.#typingTimer);
    this.#typingTimer = null;
  };

  #load(): Promise<LiveChatTransport> {
    this.#loading ??= this.#host.loadTransport().then(
      (transport) => (this.#transport = transport),
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  #setLive(live: LiveChatState | null): void {
    this.#host.update({ live });
  }

  #patchLive(patch: Partial<LiveChatState>): void {
    const live = this.#host.read().live;
    if (live && Object.entries(patch).some(([key, value]) => live[key as keyof LiveChatState] !== value)) {
      this.#setLive({ ...live, ...patch });
    }
  }

  #keep(): void {
    const { storageKey } = this.#host;
    const live = this.#host.read().live;
    if (!storageKey || !this.#ticket || !live) return;
    saveKeptLiveTicket(storageKey, {
      ticket: this.#ticket,
      lastEventId: this.#lastEventId,
      phase: live.phase === 'active' ? 'active' : 'waiting',
      name: live.name,
    });
  }

  /** The live conversation is over: the stream stops, the ticket is forgotten, the assistant holds it again. */
  #finish(notice: ChatThreadMessage | null = null, callbackOffered = false): void {
    this.#generation += 1;
    this.dispose();
    this.#ticket = null;
    this.#lastEventId = null;
    this.#starting = null;
    if (this.#host.storageKey) clearKeptLiveTicket(this.#host.storageKey);
    const change: LiveChange = { live: null };
    if (notice) change.messages = [...this.#host.read().messages, notice];
    if (callbackOffered) change.callbackOffered = true;
    this.#host.update(change);
  }

  /** Reads the stream, and connects again after it dropped (1 s, 2 s, ... at most 10 s apart) with the last event id. */
  async #run(): Promise<void> {
    const ticket = this.#ticket;
    const transport = this.#transport;
    if (!ticket || !transport) return;
    this.#stream?.abort();
    const controller = new AbortController();
    this.#stream = controller;
    const { signal } = controller;
    let attempt = 0;
    while (!signal.aborted && this.#ticket === ticket) {
      try {
        for await (const event of transport.events(ticket, this.#lastEventId, signal)) {
          if (signal.aborted) return;
          attempt = 0;
          this.#patchLive({ connection: 'open' });
          if (event.type !== 'ready') this.#apply(event);
          if (this.#ticket !== ticket) return;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (isLiveChatGone(error)) {
          this.#finish();
          return;
        }
      }
      if (signal.aborted || this.#ticket !== ticket) return;
      this.#patchLive({ connection: 'reconnecting' });
      const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(attempt, LIVE_RECONNECT_DELAYS_MS.length - 1)]!;
      attempt += 1;
      await wait(delay, signal);
    }
  }

  #notice(content: string, id: number): ChatThreadMessage {
    return { role: 'notice', content, live: true, liveId: id };
  }

  /** One event of the stream; an event already seen (replayed after a reconnect or reload) changes nothing. */
  #apply(event: LiveChatEvent): void {
    const { messages, live } = this.#host.read();
    if (!live) return;
    if (this.#lastEventId !== null && event.id <= this.#lastEventId) return;
    this.#lastEventId = event.id;
    const seen = messages.some((message) => message.liveId === event.id);
    const texts = this.#host.texts();
    switch (event.type) {
      case 'message': {
        if (event.from === 'visitor') {
          this.#visitorMessage(event.id, event.text);
        } else if (!seen) {
          this.#stopTyping();
          this.#host.update({
            messages: [
              ...messages,
              { role: 'person', name: event.name ?? live.name ?? '', content: event.text, liveId: event.id },
            ],
            live: { ...this.#host.read().live!, typing: false },
          });
        }
        break;
      }
      case 'typing':
        if (event.from === 'person') this.#startTyping();
        break;
      case 'read':
        if (live.readUpTo === null || event.upTo > live.readUpTo) this.#patchLive({ readUpTo: event.upTo });
        break;
      case 'taken':
        this.#host.update({
          messages:
            seen || !texts
              ? [...messages]
              : [...messages, this.#notice(fillLiveText(texts.taken, { name: event.name }), event.id)],
          live: { ...live, phase: 'active', name: event.name, typing: false },
        });
        break;
      case 'released':
        this.#stopTyping();
        this.#host.update({
          messages:
            seen || !texts
              ? [...messages]
              : [...messages, this.#notice(fillLiveText(texts.released, { name: live.name ?? '' }), event.id)],
          live: { ...live, phase: 'waiting', name: null, typing: false },
        });
        break;
      case 'ended': {
        const content = texts
          ? event.by === 'visitor'
            ? texts.endedByVisitor
            : event.by === 'idle'
              ? texts.endedIdle
              : fillLiveText(texts.endedByPerson, { name: live.name ?? '' })
          : null;
        this.#finish(content !== null && !seen ? this.#notice(content, event.id) : null);
        return;
      }
      case 'missed':
        this.#finish(texts && !seen ? this.#notice(texts.missed, event.id) : null, true);
        return;
      default:
        event satisfies never;
    }
    this.#keep();
  }

  /** The visitor's own message came back: the one sent (by its id, or its text while its id is on its way) is delivered. */
  #visitorMessage(id: number, text: string): void {
    const { messages } = this.#host.read();
    let index = messages.findIndex((message) => message.liveId === id);
    if (index === -1) {
      index = messages.findIndex(
        (message) =>
          message.role === 'user' &&
          message.live === true &&
          message.liveId === undefined &&
          !message.failed &&
          message.content === text,
      );
    }
    if (index === -1) {
      // Sent from before a reload whose message was not kept: shown now.
      this.#host.update({
        messages: [...messages, { role: 'user', content: text, live: true, liveId: id, delivered: true }],
      });
      return;
    }
    const message = messages[index]!;
    if (message.role !== 'user' || message.delivered) return;
    this.#host.update({
      messages: messages.map((item, i) => (i === index ? { ...message, liveId: id, delivered: true } : item)),
    });
  }

  #startTyping(): void {
    if (this.#typingTimer) clearTimeout(this.#typingTimer);
    this.#typingTimer = setTimeout(() => {
      this.#typingTimer = null;
      this.#patchLive({ typing: false });
    }, LIVE_TYPING_SHOWN_MS);
    this.#patchLive({ typing: true });
  }

  #stopTyping(): void {
    if (this.#typingTimer) clearTimeout(this.#typingTimer);
    this.#typingTimer = null;
  }
}
