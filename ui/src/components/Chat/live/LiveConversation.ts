// The conversation with a person of the agency, outside React. `ChatSession` loads this module
// (with a dynamic import) only when a person is asked for or a kept live conversation is found,
// so none of it is in the panel's first chunk.
import type { ContactRequest } from '../../CallbackDialog/useCallbackForm';
import { contactAsked, liveIdOf, liveLink, personHolds, personOffer, withOffer } from '../chatMode';
import type {
  ChatLimits,
  ChatMode,
  ChatOffer,
  ChatThreadMessage,
  LiveAvailability,
  LiveChatEvent,
  LiveChatTicket,
  LiveChatTransport,
  LiveLink,
  SiteNotice,
  VisitorMessage,
} from '../chatTypes';
import { requestMessages } from '../keptConversation/keptConversation';
import { clearKeptLiveTicket, saveKeptLiveTicket, type KeptLiveTicket } from './keptLiveTicket';
import { isLiveChatGone, nobodyAvailableOf } from './liveErrors';
import { LiveEventLog, TypingSign, typingThrottle } from './liveEvents';
import { fillLiveText, type ChatLiveNoticeTexts } from './liveTexts';

/** The waits before connecting again after the stream dropped, one after the other (the last repeats). */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000] as const;

/** What the live conversation changes of the session's snapshot. */
export type LiveChange = {
  messages?: ChatThreadMessage[];
  mode?: ChatMode;
};

/** What `LiveConversation` needs of its `ChatSession`. */
export type LiveHost = {
  /** The session's messages and mode now. */
  read(): { messages: readonly ChatThreadMessage[]; mode: ChatMode };
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

/** What to offer for an availability: a colleague, or a call back (closed: with the next opening). */
function offerFor(availability: LiveAvailability): ChatOffer {
  if (availability.available) return { kind: 'person' };
  if (!availability.open) return { kind: 'closed', nextOpening: availability.nextOpening };
  return { kind: 'unavailable' };
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
  #log = new LiveEventLog();
  /** The ticket being asked for. */
  #starting: Promise<LiveChatTicket | null> | null = null;
  #check: AbortController | null = null;
  #stream: AbortController | null = null;
  #typing: TypingSign;
  #mayPassTyping: () => boolean;
  /** Grows each time the conversation ends, so what was under way for it is ignored. */
  #generation = 0;
  /** The conversation whose colleague asked for contact details, while that is open (also after it ended). */
  #contactTicket: LiveChatTicket | null = null;

  constructor(host: LiveHost, kept: KeptLiveTicket | null = null) {
    this.#host = host;
    this.#typing = new TypingSign({ onChange: (typing) => this.#patchColleague({ typing }) });
    this.#mayPassTyping = typingThrottle(() => host.now());
    if (kept) {
      this.#ticket = kept.ticket;
      this.#log = new LiveEventLog(kept.lastEventId);
      if (kept.contactAsked) this.#contactTicket = kept.ticket;
    }
  }

  /** Whether a person holds the conversation or is asked for. */
  get holding(): boolean {
    return personHolds(this.#host.read().mode);
  }

  /** Asks whether a person can be offered: `checking`, then `person`, `unavailable` or `closed`. */
  ask = async (): Promise<void> => {
    if (this.holding) return;
    this.#check?.abort();
    const check = new AbortController();
    this.#check = check;
    this.#setOffer({ kind: 'checking' });
    try {
      const transport = await this.#load();
      const availability = await transport.availability(check.signal);
      if (!check.signal.aborted) this.#setOffer(offerFor(availability));
    } catch {
      // Not known: a call back can always be offered.
      if (!check.signal.aborted) this.#setOffer({ kind: 'unavailable' });
    } finally {
      if (this.#check === check) this.#check = null;
    }
  };

  /** Closes the offer (or the question whether there is one). */
  cancelOffer = (): void => {
    if (this.holding) return;
    this.#check?.abort();
    this.#check = null;
    if (personOffer(this.#host.read().mode)) this.#setOffer(null);
  };

  /**
   * Asks for a person, with the visitor's and the assistant's messages so far (within the
   * limits): `waiting`, then the event stream. Nobody after all: back to `unavailable` or `closed`.
   */
  start = async (): Promise<void> => {
    if (personOffer(this.#host.read().mode)?.kind !== 'person') return;
    const generation = this.#generation;
    this.#setMode({ with: 'waiting', link: liveLink() });
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
      this.#setOffer(availability ? offerFor({ ...availability, available: false }) : { kind: 'unavailable' });
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
    this.#log = new LiveEventLog();
    this.#setMode({ with: 'waiting', link: liveLink({ reference: ticket.reference }) });
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
      this.#patchLink({ connection: 'reconnecting' });
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
    let message: VisitorMessage = { role: 'user', content: text, live: true };
    this.#host.update({ messages: [...this.#host.read().messages, message] });
    const replace = (change: (current: VisitorMessage) => VisitorMessage) => {
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
      if (this.#host.read().messages.some((item) => liveIdOf(item) === id)) return;
      replace((current) => ({ ...current, liveId: id }));
    } catch (error) {
      if (generation !== this.#generation) return;
      replace((current) => ({ ...current, failed: true }));
      if (isLiveChatGone(error)) this.#finish();
    }
  };

  /** Tells the colleague the visitor types: at most once per the contract's `typingSentEveryMs`. */
  typing = (): void => {
    const ticket = this.#ticket;
    if (!ticket || !this.#transport || !this.holding || !this.#mayPassTyping()) return;
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

  /**
   * Leaves the visitor's contact details with the conversation the colleague asked them in
   * (also after it ended); the form closes. Rejects when they did not arrive (a
   * `RejectedFields` when the api refused what was typed): the form stays.
   */
  leaveContact = async (details: ContactRequest): Promise<void> => {
    const ticket = this.#contactTicket ?? this.#ticket;
    if (!ticket) throw new Error('No live conversation asked for contact details.');
    const transport = await this.#load();
    await transport.leaveContact(ticket, details);
    this.#closeContact(ticket);
  };

  /** Closes the form without leaving the details (the visitor chose not to). */
  dismissContact = (): void => this.#closeContact(this.#contactTicket ?? this.#ticket);

  /** The question for contact details of the conversation of `ticket` is answered (or declined). */
  #closeContact(ticket: LiveChatTicket | null): void {
    if (ticket && this.#contactTicket && ticket !== this.#contactTicket) return;
    this.#contactTicket = null;
    if (personHolds(this.#host.read().mode)) this.#patchLink({ contactAsked: false });
    else if (contactAsked(this.#host.read().mode)) this.#setOffer(null);
    this.#keep();
  }

  /** For a new conversation: ends the live one there, forgets it here, without a notice. */
  forget = (): void => {
    this.#contactTicket = null;
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
    this.#typing.dispose();
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

  #setMode(mode: ChatMode): void {
    this.#host.update({ mode });
  }

  #setOffer(offer: ChatOffer | null): void {
    this.#setMode(withOffer(this.#host.read().mode, offer));
  }

  /** Changes the link to the colleague, when a person holds the conversation and it differs. */
  #patchLink(patch: Partial<LiveLink>): void {
    const { mode } = this.#host.read();
    if (!personHolds(mode)) return;
    const { link } = mode;
    if (Object.entries(patch).some(([key, value]) => link[key as keyof LiveLink] !== value)) {
      this.#setMode({ ...mode, link: { ...link, ...patch } });
    }
  }

  /** Changes whether the colleague types, when one holds the conversation and it differs. */
  #patchColleague(patch: { typing: boolean }): void {
    const { mode } = this.#host.read();
    if (mode.with === 'colleague' && mode.typing !== patch.typing) this.#setMode({ ...mode, ...patch });
  }

  #keep(): void {
    const { storageKey } = this.#host;
    const { mode } = this.#host.read();
    if (!storageKey || !this.#ticket || !personHolds(mode)) return;
    saveKeptLiveTicket(storageKey, {
      ticket: this.#ticket,
      lastEventId: this.#log.lastEventId,
      phase: mode.with === 'colleague' ? 'active' : 'waiting',
      name: mode.with === 'colleague' ? mode.name : null,
      ...(mode.link.contactAsked ? { contactAsked: true } : {}),
    });
  }

  /** The live conversation is over: the stream stops, the ticket is forgotten, the assistant holds it again. */
  #finish(notice: SiteNotice | null = null, callbackOffered = false): void {
    this.#generation += 1;
    this.dispose();
    this.#ticket = null;
    this.#log = new LiveEventLog();
    this.#starting = null;
    if (this.#host.storageKey) clearKeptLiveTicket(this.#host.storageKey);
    // A question for contact details still open: its form stays, for the conversation it came from.
    const contactOpen = this.#contactTicket !== null && contactAsked(this.#host.read().mode);
    const change: LiveChange = {
      mode: withOffer(
        this.#host.read().mode,
        callbackOffered ? { kind: 'callback' } : contactOpen ? { kind: 'contact' } : null,
      ),
    };
    if (notice) change.messages = [...this.#host.read().messages, notice];
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
        for await (const event of transport.events(ticket, this.#log.lastEventId, signal)) {
          if (signal.aborted) return;
          attempt = 0;
          this.#patchLink({ connection: 'open' });
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
      this.#patchLink({ connection: 'reconnecting' });
      const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(attempt, LIVE_RECONNECT_DELAYS_MS.length - 1)]!;
      attempt += 1;
      await wait(delay, signal);
    }
  }

  #notice(content: string, id: number): SiteNotice {
    return { role: 'notice', content, live: true, liveId: id };
  }

  /** One event of the stream; an event already seen (replayed after a reconnect or reload) changes nothing. */
  #apply(event: LiveChatEvent): void {
    const { messages, mode } = this.#host.read();
    if (!personHolds(mode) || !this.#log.accept(event)) return;
    const seen = messages.some((message) => liveIdOf(message) === event.id);
    const texts = this.#host.texts();
    const name = mode.with === 'colleague' ? mode.name : '';
    /** The messages with a notice of this event, unless it was shown before (kept across a reload). */
    const withNotice = (content: string | null) =>
      seen || content === null ? [...messages] : [...messages, this.#notice(content, event.id)];
    switch (event.type) {
      case 'message': {
        if (event.from === 'visitor') {
          this.#visitorMessage(event.id, event.text);
        } else if (!seen) {
          this.#typing.stop();
          this.#host.update({
            messages: [
              ...messages,
              { role: 'person', name: event.name ?? name, content: event.text, liveId: event.id },
            ],
          });
        }
        break;
      }
      case 'typing':
        if (event.from === 'person') this.#typing.seen();
        break;
      case 'read':
        if (mode.link.readUpTo === null || event.upTo > mode.link.readUpTo) this.#patchLink({ readUpTo: event.upTo });
        break;
      case 'taken':
        this.#typing.stop();
        this.#host.update({
          messages: withNotice(texts ? fillLiveText(texts.taken, { name: event.name }) : null),
          mode: { with: 'colleague', name: event.name, typing: false, link: mode.link },
        });
        break;
      case 'released':
        this.#typing.stop();
        this.#host.update({
          messages: withNotice(texts ? fillLiveText(texts.released, { name }) : null),
          mode: { with: 'waiting', link: mode.link },
        });
        break;
      case 'ended': {
        const content = texts
          ? event.by === 'visitor'
            ? texts.endedByVisitor
            : event.by === 'idle'
              ? texts.endedIdle
              : fillLiveText(texts.endedByPerson, { name })
          : null;
        this.#finish(content !== null && !seen ? this.#notice(content, event.id) : null);
        return;
      }
      case 'missed':
        this.#finish(texts && !seen ? this.#notice(texts.missed, event.id) : null, true);
        return;
      case 'contact_asked':
        this.#contactTicket = this.#ticket;
        this.#host.update({
          messages: withNotice(texts?.contactAsked ? fillLiveText(texts.contactAsked, { name: event.name }) : null),
          mode: { ...mode, link: { ...mode.link, contactAsked: true } },
        });
        break;
      case 'contact_left':
        // Left (from this tab or another): the form closes.
        this.#closeContact(null);
        break;
      default:
        event satisfies never;
    }
    this.#keep();
  }

  /** The visitor's own message came back: the one sent (by its id, or its text while its id is on its way) is delivered. */
  #visitorMessage(id: number, text: string): void {
    const { messages } = this.#host.read();
    let index = messages.findIndex((message) => liveIdOf(message) === id);
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
}
