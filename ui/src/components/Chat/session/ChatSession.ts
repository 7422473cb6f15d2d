import type { CallbackRequest, ContactRequest } from '../../CallbackDialog';
import { chatErrorOf } from '../chatErrors';
import { assistantMode, liveLink, personHolds, personOffer, replying, withOffer, withReply } from '../chatMode';
import type {
  AssistantMessage,
  ChatActionType,
  ChatOffer,
  ChatError,
  ChatFeedback,
  ChatLimits,
  ChatMessage,
  ChatMode,
  ChatThreadMessage,
  ChatTransport,
  LiveChatTransport,
} from '../chatTypes';
import {
  clearKeptConversation,
  loadKeptConversation,
  requestMessages,
  saveKeptConversation,
} from '../keptConversation/keptConversation';
import { clearKeptLiveTicket, loadKeptLiveTicket, type KeptLiveTicket } from '../live/keptLiveTicket';
import type { LiveConversation, LiveHost } from '../live/LiveConversation';
import type { ChatLiveNoticeTexts } from '../live/liveTexts';

export type ChatSessionOptions = {
  /** How the chat talks to its backend; see `ChatTransport`. */
  transport: ChatTransport;
  /** The backend's limits on a request: what is sent and kept stays within them. */
  limits: ChatLimits;
  /** Called once per failed reply. Not called for aborts (stop, new conversation, dispose). */
  onError?: (error: ChatError) => void;
  /** The conversation to start with, when none is kept under `storageKey`. */
  initialMessages?: readonly ChatThreadMessage[];
  /**
   * Keeps the conversation in the tab's `sessionStorage` under this key, so it survives a
   * remount and a reload in the same tab (see `../keptConversation`). Not kept when left out.
   */
  storageKey?: string;
  /** The clock, for the wait after a 429 and the typing signs' throttle (tests pass their own). */
  now?: () => number;
  /**
   * Loads how the chat talks to a person of the agency (see `LiveChatTransport`), e.g.
   * `() => import('./liveChat').then((m) => m.liveChatTransport)`: called only when a person is
   * asked for, or a kept live conversation is resumed. No person in the chat without it.
   */
  live?: () => Promise<LiveChatTransport>;
  /** The page the visitor is on, sent when a person is asked for. Default: the location's path. */
  page?: () => string;
  /** The notices of the live conversation (taken over, handed back, ended, missed). None without them. */
  liveTexts?: ChatLiveNoticeTexts;
};

/** What a conversation shows at one moment. A new object after every change. */
export type ChatSnapshot = {
  /** The conversation so far; the last assistant message grows while its reply streams in. */
  readonly messages: readonly ChatThreadMessage[];
  /** Who holds the conversation (the assistant, a colleague asked for, a colleague) and what is under way; see `ChatMode`. */
  readonly mode: ChatMode;
};

/** The mode of a live conversation kept from before a reload: its stream is yet to connect again. */
function keptMode(kept: KeptLiveTicket): ChatMode {
  const link = liveLink({
    reference: kept.ticket.reference,
    connection: 'reconnecting',
    contactAsked: kept.contactAsked === true,
  });
  return kept.phase === 'active'
    ? { with: 'colleague', name: kept.name ?? '', typing: false, link }
    : { with: 'waiting', link };
}

/** The reply being received: the request's controller and where its message is, once it has one. */
type Reply = { controller: AbortController; index: number | null; actions: ChatActionType[] };

/** The visitor's or the assistant's last message (notices and people aside), and the index of the visitor's last one. */
function lastTurns(messages: readonly ChatThreadMessage[]) {
  let lastTurn: ChatThreadMessage | undefined;
  let lastUser = -1;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    lastTurn ??= message;
    if (message.role === 'user') {
      lastUser = index;
      break;
    }
  }
  return { lastTurn, lastUser };
}

/**
 * One conversation of the chat, outside React: its messages, one `mode`, and what can be
 * done with it (send, stop, retry, start anew, vote, ask to be called back, ask for a person). It sends the
 * conversation (within the backend's limits) through the injected transport and appends the
 * streamed reply to one assistant message, with the actions the reply carries. Components
 * read it with `useChatSession` (a `useSyncExternalStore` subscription); tests use it directly.
 *
 * Messages are spoken by the visitor (`user`), the assistant, the site (`notice`) or a person of
 * the agency (`person`, with a name); only the visitor's and the assistant's go to the backend.
 */
export class ChatSession {
  #snapshot: ChatSnapshot;
  #listeners = new Set<() => void>();
  #reply: Reply | null = null;
  /** After a 429: no retry before this time (ms since the epoch). */
  #retryNotBefore = 0;
  #options: ChatSessionOptions;
  /** The live conversation kept from before a reload, until the live code is loaded. */
  #keptTicket: KeptLiveTicket | null;
  #live: LiveConversation | null = null;
  #liveLoading: Promise<LiveConversation> | null = null;

  constructor(options: ChatSessionOptions) {
    this.#options = options;
    const kept = options.storageKey ? loadKeptConversation(options.storageKey, options.limits) : [];
    const messages = kept.length > 0 ? kept : [...(options.initialMessages ?? [])];
    this.#keptTicket = options.storageKey && options.live ? loadKeptLiveTicket(options.storageKey) : null;
    this.#snapshot = { messages, mode: this.#keptTicket ? keptMode(this.#keptTicket) : assistantMode() };
  }

  /** The conversation now. The same object until the next change. */
  getSnapshot = (): ChatSnapshot => this.#snapshot;

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    // A live conversation kept from before a reload (or stopped by `dispose`) goes on.
    if (this.#holdingLive) void this.resumeLive();
    return () => this.#listeners.delete(listener);
  };

  /** Replaces the error handler (a component passes its latest one). */
  setOnError(onError: ChatSessionOptions['onError']): void {
    this.#options = { ...this.#options, onError };
  }

  /** Replaces the live notices' texts (a component passes its latest ones). */
  setLiveTexts(liveTexts: ChatLiveNoticeTexts | undefined): void {
    this.#options = { ...this.#options, liveTexts };
  }

  /** True from sending until the reply has ended, failed or was stopped. */
  get busy(): boolean {
    return replying(this.#snapshot.mode);
  }

  /**
   * Sends a visitor's message and streams the reply. Ignored when the text is blank or a reply
   * is still under way. Resolves when the reply has ended (or failed).
   */
  send = async (text: string): Promise<void> => {
    if (this.busy || text.trim() === '') return;
    this.dismissCallbackOffer();
    if (this.#holdingLive) {
      // Shown at once when the live code is there (it is, unless it is still loading after a reload).
      const live = this.#live ?? (await this.#liveConversation());
      await live.send(text);
      return;
    }
    // A question to the assistant closes an open offer of a person.
    if (personOffer(this.#snapshot.mode)) this.cancelOffer();
    const conversation = [...this.#snapshot.messages, { role: 'user', content: text } satisfies ChatMessage];
    await this.#run(conversation, requestMessages(conversation, this.#options.limits));
  };

  /**
   * Stops the reply at once: the request is aborted, and the part of the answer that arrived
   * stays, marked `stopped` (no message at all when nothing had arrived).
   */
  stop = (): void => {
    const reply = this.#abortReply();
    if (!reply) return;
    const messages = this.#snapshot.messages.map((message, index) =>
      index === reply.index && message.role === 'assistant' ? { ...message, stopped: true } : message,
    );
    this.#set({ messages, mode: withReply(this.#snapshot.mode, 'stopped') });
  };

  /**
   * Asks the last question again, when the last reply failed, was stopped or never came: sends
   * the conversation up to the visitor's last message and replaces the answer to it (a partial
   * one is removed first). Ignored while a reply is under way, and after a 429 until its
   * `retryAfter` has passed. Resolves when the new reply has ended (or failed).
   */
  retry = async (): Promise<void> => {
    if (this.busy || this.#holdingLive || this.#now() < this.#retryNotBefore) return;
    const { messages, mode } = this.#snapshot;
    const status = mode.with === 'assistant' ? mode.reply : 'idle';
    const { lastTurn, lastUser } = lastTurns(messages);
    if (lastUser === -1) return;
    const unanswered = lastTurn?.role === 'user';
    const stopped = lastTurn?.role === 'assistant' && lastTurn.stopped === true;
    if (status !== 'failed' && !unanswered && !stopped) return;
    // The answer to the last question goes (notices stay); the new one takes its place.
    const conversation = messages.filter(
      (message, index) => index <= lastUser || (message.role !== 'user' && message.role !== 'assistant'),
    );
    await this.#run(conversation, requestMessages(messages.slice(0, lastUser + 1), this.#options.limits));
  };

  /** Starts a new conversation: stops a running reply and forgets the messages, the error and what is kept. */
  newConversation = (): void => {
    this.#abortReply();
    this.#retryNotBefore = 0;
    // A live conversation ends there too, and its ticket is forgotten.
    this.#live?.forget();
    const kept = this.#keptTicket;
    this.#keptTicket = null;
    if (kept)
      void this.#options
        .live?.()
        .then((transport) => transport.end(kept.ticket))
        .catch(() => {});
    this.#set({ messages: [], mode: assistantMode() });
    if (this.#options.storageKey) {
      clearKeptConversation(this.#options.storageKey);
      clearKeptLiveTicket(this.#options.storageKey);
    }
  };

  /** Whether a person can be asked for (the session has a live transport loader). */
  get canAskPerson(): boolean {
    return Boolean(this.#options.live);
  }

  /**
   * Asks whether a person of the agency can be offered (the mode's `offer`: `checking`, then
   * `person`, `unavailable` or `closed`); loads the live code and transport the first time. Ignored without
   * `live`, while a reply is under way, and while a person holds the conversation (or is asked for).
   */
  askPerson = async (): Promise<void> => {
    if (!this.#options.live || this.busy || this.#holdingLive) return;
    this.#setOffer({ kind: 'checking' });
    let live: LiveConversation;
    try {
      live = await this.#liveConversation();
    } catch {
      // The live code did not load: a call back can still be offered.
      if (personOffer(this.#snapshot.mode)?.kind === 'checking') this.#setOffer({ kind: 'unavailable' });
      return;
    }
    if (personOffer(this.#snapshot.mode)?.kind === 'checking') await live.ask();
  };

  /** Asks for a person after the offer (`person`), sending the conversation so far: `waiting`. */
  startLive = async (): Promise<void> => {
    if (personOffer(this.#snapshot.mode)?.kind !== 'person' || !this.#live) return;
    await this.#live.start();
  };

  /** Closes the offer of a person (or the question whether there is one). */
  cancelOffer = (): void => {
    if (this.#holdingLive) return;
    if (this.#live) this.#live.cancelOffer();
    else if (personOffer(this.#snapshot.mode)) this.#setOffer(null);
  };

  /** Ends the conversation with the person: back to the assistant, with a notice. */
  endLive = async (): Promise<void> => {
    if (!this.#holdingLive) return;
    const live = await this.#liveConversation();
    await live.end();
  };

  /** Tells the person the visitor is typing (at most once per 3 s); ignored unless a person holds the conversation. */
  liveTyping = (): void => {
    if (this.#holdingLive) this.#live?.typing();
  };

  /**
   * Leaves the visitor's contact details with the conversation the colleague asked them in
   * (also once it ended): the form closes. Rejects when they did not arrive.
   */
  leaveContact = async (details: ContactRequest): Promise<void> => {
    const live = await this.#liveConversation();
    await live.leaveContact(details);
  };

  /** Closes the form for contact details without leaving them. */
  dismissContact = (): void => {
    this.#live?.dismissContact();
  };

  /** The callback form the panel opened after a missed live conversation was dealt with. */
  dismissCallbackOffer = (): void => {
    const { mode } = this.#snapshot;
    if (mode.with === 'assistant' && mode.offer?.kind === 'callback') this.#setOffer(null);
  };

  /** Connects the stream of a live conversation again (a kept one after a reload, or after `dispose`). Called on `subscribe`. */
  resumeLive = async (): Promise<void> => {
    if (!this.#holdingLive || !this.#options.live) return;
    try {
      const live = await this.#liveConversation();
      await live.resume();
    } catch {
      // The live code did not load; the next subscribe tries again.
    }
  };

  /** Adds a notice of the site to the conversation (e.g. a confirmation); never sent to the backend. */
  addNotice = (content: string): void => {
    this.#set({ ...this.#snapshot, messages: [...this.#snapshot.messages, { role: 'notice', content }] });
  };

  /** Whether the transport takes votes and call-back requests. */
  get canVote(): boolean {
    return Boolean(this.#options.transport.sendFeedback);
  }

  get canRequestCallback(): boolean {
    return Boolean(this.#options.transport.requestCallback);
  }

  /**
   * Records a vote on an answer through the transport; rejects when it did not arrive. Once it
   * has arrived, the answer at `answerIndex` keeps the vote (with the conversation), so it is
   * shown after a reload and cannot be cast again.
   */
  vote = async (feedback: ChatFeedback, answerIndex?: number): Promise<void> => {
    const sendFeedback = this.#options.transport.sendFeedback;
    if (!sendFeedback) throw new Error('This chat takes no votes.');
    const answer = answerIndex === undefined ? undefined : this.#snapshot.messages[answerIndex];
    await sendFeedback(feedback);
    const { messages } = this.#snapshot;
    // Only the very answer voted on: the conversation may have changed while the vote was on its
    // way (a new conversation), and a message is a new object whenever it changes.
    if (answerIndex === undefined || answer?.role !== 'assistant' || messages[answerIndex] !== answer) return;
    this.#set({
      ...this.#snapshot,
      messages: messages.map((message, index) =>
        index === answerIndex ? { ...answer, vote: feedback.vote } : message,
      ),
    });
  };

  /**
   * Asks for a call back by a person, with the conversation so far (within the backend's limits)
   * so the person who calls knows the question. Rejects when it did not arrive.
   */
  requestCallback = async (request: CallbackRequest): Promise<void> => {
    const requestCallback = this.#options.transport.requestCallback;
    if (!requestCallback) throw new Error('This chat takes no callback requests.');
    await requestCallback({
      ...request,
      conversation: requestMessages(this.#snapshot.messages, this.#options.limits),
    });
  };

  /** Ends what runs (the reply's request) without a word; the conversation stays as it is. */
  dispose = (): void => {
    this.#abortReply();
    this.#live?.dispose();
  };

  get #holdingLive(): boolean {
    return personHolds(this.#snapshot.mode);
  }

  #setOffer(offer: ChatOffer | null): void {
    this.#set({ ...this.#snapshot, mode: withOffer(this.#snapshot.mode, offer) });
  }

  /** The live conversation, its module loaded the first time (a chunk of its own). */
  #liveConversation(): Promise<LiveConversation> {
    this.#liveLoading ??= import('../live/LiveConversation').then(
      ({ LiveConversation }) => {
        const host: LiveHost = {
          read: () => this.#snapshot,
          update: (change) => this.#set({ ...this.#snapshot, ...change }),
          loadTransport: () => {
            const load = this.#options.live;
            return load ? load() : Promise.reject(new Error('This chat has no person to ask for.'));
          },
          limits: this.#options.limits,
          texts: () => this.#options.liveTexts,
          page: () => this.#options.page?.() ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
          now: () => this.#now(),
          storageKey: this.#options.storageKey,
        };
        const kept = this.#keptTicket;
        this.#keptTicket = null;
        this.#live = new LiveConversation(host, kept);
        return this.#live;
      },
      (error: unknown) => {
        this.#liveLoading = null;
        throw error;
      },
    );
    return this.#liveLoading;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #set(next: ChatSnapshot): void {
    this.#snapshot = next;
    const { storageKey, limits } = this.#options;
    // Kept after each change, except while a reply streams in (it is kept once it has ended).
    if (storageKey && !(next.mode.with === 'assistant' && next.mode.reply === 'streaming'))
      saveKeptConversation(storageKey, next.messages, limits);
    for (const listener of [...this.#listeners]) listener();
  }

  /** Ends the running reply, if any: aborted, no error. Returns it. */
  #abortReply(): Reply | null {
    const reply = this.#reply;
    if (!reply) return null;
    this.#reply = null;
    reply.controller.abort();
    if (this.busy) this.#set({ ...this.#snapshot, mode: withReply(this.#snapshot.mode, 'idle') });
    return reply;
  }

  /** Replaces the reply's message with `change(message)`. */
  #updateReply(reply: Reply, change: (message: AssistantMessage) => AssistantMessage) {
    const { messages } = this.#snapshot;
    const message = reply.index === null ? undefined : messages[reply.index];
    if (message?.role !== 'assistant') return;
    this.#set({
      ...this.#snapshot,
      messages: messages.map((item, index) => (index === reply.index ? change(message) : item)),
    });
  }

  /** Shows `conversation` and asks for a reply to `request`, streaming it into a new assistant message. */
  async #run(conversation: ChatThreadMessage[], request: ChatMessage[]): Promise<void> {
    const reply: Reply = { controller: new AbortController(), index: null, actions: [] };
    const { signal } = reply.controller;
    this.#reply = reply;
    this.#set({ messages: conversation, mode: withReply(this.#snapshot.mode, 'submitted') });

    let failure: ChatError | null = null;
    try {
      for await (const event of this.#options.transport.reply({ messages: request }, signal)) {
        // Stopped: whatever was already read stays unread.
        if (signal.aborted) return;
        if (event.type === 'action') {
          if (reply.actions.includes(event.action)) continue;
          reply.actions = [...reply.actions, event.action];
          const actions = reply.actions;
          this.#updateReply(reply, (message) => ({ ...message, actions }));
        } else if (reply.index === null) {
          const { messages } = this.#snapshot;
          reply.index = messages.length;
          const message: AssistantMessage = { role: 'assistant', content: event.text };
          if (reply.actions.length > 0) message.actions = reply.actions;
          this.#set({ messages: [...messages, message], mode: withReply(this.#snapshot.mode, 'streaming') });
        } else {
          this.#updateReply(reply, (message) => ({ ...message, content: message.content + event.text }));
        }
      }
      // A reply without a single word (an empty body, or only [DONE]) is as good as none.
      if (reply.index === null) failure = { kind: 'failed' };
    } catch (cause) {
      failure = chatErrorOf(cause);
    } finally {
      if (this.#reply === reply && !signal.aborted) {
        this.#reply = null;
        if (failure?.kind === 'rate-limited') this.#retryNotBefore = this.#now() + (failure.retryAfter ?? 0) * 1000;
        this.#set({ ...this.#snapshot, mode: withReply(this.#snapshot.mode, failure ? 'failed' : 'idle', failure) });
        if (failure) this.#options.onError?.(failure);
      }
    }
  }
}
