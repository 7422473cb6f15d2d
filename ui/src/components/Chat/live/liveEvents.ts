// What both sides of a live conversation do alike with its events, the visitor's panel
// (`LiveConversation`) and the colleague's page in the staff area: each event once by its id, in
// order; the other side's typing shown for a few seconds; one's own typing passed on at most
// every few seconds. No React and no network.
import { liveChat, type LiveChatEvent } from '@agency/contract/liveChat';

/** The events a conversation shows, each once by its id, oldest first (typing left out): a later source wins. */
export function mergeLiveEvents(...sources: readonly (readonly LiveChatEvent[])[]): LiveChatEvent[] {
  const byId = new Map<number, LiveChatEvent>();
  for (const source of sources) for (const event of source) if (event.type !== 'typing') byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Ids of the events already applied: an event replayed after a reconnect or a reload is not applied again. */
export class LiveEventLog {
  #last: number | null;

  constructor(lastEventId: number | null = null) {
    this.#last = lastEventId;
  }

  /** The last event applied (the stream resumes after it), or `null`. */
  get lastEventId(): number | null {
    return this.#last;
  }

  /** Whether `event` is new (and then it counts as applied); false for one already applied. */
  accept(event: { id: number }): boolean {
    if (this.#last !== null && event.id <= this.#last) return false;
    this.#last = event.id;
    return true;
  }
}

export type TypingSignOptions = {
  /** Called when the sign shows or goes. */
  onChange: (shown: boolean) => void;
  /** How long a sign shows without a new one. Default: the contract's `typingShownMs`. */
  shownMs?: number;
  /** A sign older than this (by its event's time) is a replay: not shown. Default: always shown. */
  staleMs?: number;
  now?: () => number;
};

/**
 * The other side's typing: shown when a sign of it comes, gone `shownMs` later without a new
 * one, or at once when their message arrives (`stop`).
 */
export class TypingSign {
  #options: TypingSignOptions;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #shown = false;

  constructor(options: TypingSignOptions) {
    this.#options = options;
  }

  /** A sign of typing came (at `at`, the event's ISO time, when known). */
  seen(at?: string): void {
    const { staleMs, shownMs = liveChat.limits.typingShownMs, now = Date.now } = this.#options;
    const time = at === undefined ? Number.NaN : Date.parse(at);
    if (staleMs !== undefined && Number.isFinite(time) && now() - time > staleMs) return;
    this.#clear();
    this.#timer = setTimeout(() => this.stop(), shownMs);
    this.#show(true);
  }

  /** The sign goes now (their message came, or the conversation changed hands). */
  stop(): void {
    this.#clear();
    this.#show(false);
  }

  /** Stops the timer without a word (the conversation is gone). */
  dispose(): void {
    this.#clear();
  }

  #show(shown: boolean): void {
    if (shown === this.#shown) return;
    this.#shown = shown;
    this.#options.onChange(shown);
  }

  #clear(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/**
 * One's own typing, passed on at most once per `everyMs` (default: the contract's
 * `typingSentEveryMs`): the returned function says whether this keystroke is passed on.
 */
export function typingThrottle(
  now: () => number = Date.now,
  everyMs: number = liveChat.limits.typingSentEveryMs,
): () => boolean {
  let sentAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - sentAt < everyMs) return false;
    sentAt = at;
    return true;
  };
}
