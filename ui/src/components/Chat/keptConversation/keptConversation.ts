// The conversation kept in the tab's sessionStorage, so it survives a reload and a new
// page in the same tab, and nothing of it outlives the tab. Plain functions without
// React: the site asks `hasKeptConversation` on page load, before it loads any chat code.
import { chatProtocol } from '@agency/contract/chat';
import type {
  AssistantMessage,
  ChatActionType,
  ChatLimits,
  ChatMessage,
  ChatThreadMessage,
  ChatVote,
  VisitorMessage,
} from '../chatTypes';

/** The version of the kept shape; data of any other version is dropped. */
export const KEPT_CONVERSATION_VERSION = 1;

/** Kept data longer than this (in characters of JSON) is not ours to read: it is dropped. */
export const MAX_KEPT_CHARS = 100_000;

/** What is stored under the key, as JSON. */
export type KeptConversation = {
  v: typeof KEPT_CONVERSATION_VERSION;
  messages: ChatThreadMessage[];
};

/** The votes an answer can have. */
const VOTES: readonly ChatVote[] = ['useful', 'not_useful'];

/** The action types this version keeps: the protocol's (the site's transport yields only these). */
const ACTION_TYPES: readonly ChatActionType[] = chatProtocol.actionTypes;

/** The session storage, or `null` where there is none or it may not be used (private mode, a sandbox). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The last messages within the backend's limits: at most `limits.maxMessages`, each cut to
 * `limits.maxMessageChars` characters.
 */
export function boundConversation<T extends { content: string }>(messages: readonly T[], limits: ChatLimits): T[] {
  return messages
    .slice(-limits.maxMessages)
    .map((message) =>
      message.content.length > limits.maxMessageChars
        ? { ...message, content: message.content.slice(0, limits.maxMessageChars) }
        : message,
    );
}

/**
 * What the chat backend receives of the conversation: the visitor's and the assistant's
 * messages (no notices, no marks), within its limits, starting with one of the visitor's.
 */
export function requestMessages(messages: readonly ChatThreadMessage[], limits: ChatLimits): ChatMessage[] {
  const turns = messages.flatMap((message): ChatMessage[] =>
    // The live part (the visitor's messages to a person, and the person's) never goes to the assistant.
    (message.role === 'user' && !message.live) || message.role === 'assistant'
      ? [{ role: message.role, content: message.content }]
      : [],
  );
  const bounded = boundConversation(turns, limits);
  const firstUser = bounded.findIndex((message) => message.role === 'user');
  return firstUser === -1 ? [] : bounded.slice(firstUser);
}

/** Reads one kept message; `null` when it does not have the shape of one. */
function readMessage(value: unknown): ChatThreadMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { role, content, stopped, actions, vote, live, liveId, delivered, failed } = value as Record<string, unknown>;
  if (typeof content !== 'string') return null;
  if (liveId !== undefined && !(typeof liveId === 'number' && Number.isInteger(liveId))) return null;
  const withId = <T extends ChatThreadMessage>(message: T): T =>
    typeof liveId === 'number' ? { ...message, liveId } : message;
  if (role === 'notice') return withId(live === true ? { role, content, live: true } : { role, content });
  if (role === 'person') {
    const { name } = value as Record<string, unknown>;
    return typeof name === 'string' ? withId({ role, name, content }) : null;
  }
  if (role !== 'user' && role !== 'assistant') return null;
  if (stopped !== undefined && typeof stopped !== 'boolean') return null;
  if (actions !== undefined && !(Array.isArray(actions) && actions.every((a) => typeof a === 'string'))) return null;
  if (vote !== undefined && !(role === 'assistant' && VOTES.some((known) => known === vote))) return null;
  if (role === 'user') {
    const message: VisitorMessage = { role, content };
    if (live === true) {
      message.live = true;
      if (typeof liveId === 'number') message.liveId = liveId;
      if (delivered === true) message.delivered = true;
      if (failed === true) message.failed = true;
    }
    return message;
  }
  const message: AssistantMessage = { role, content };
  if (stopped) message.stopped = true;
  if (vote !== undefined) message.vote = vote as ChatVote;
  const known = ((actions ?? []) as string[]).filter((action): action is ChatActionType =>
    ACTION_TYPES.some((type) => type === action),
  );
  if (known.length > 0) message.actions = known;
  return message;
}

/** Reads the kept data; `null` when it is not a conversation of this version. */
function parseKept(raw: string): ChatThreadMessage[] | null {
  if (raw.length > MAX_KEPT_CHARS) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, messages } = data as Record<string, unknown>;
  if (v !== KEPT_CONVERSATION_VERSION || !Array.isArray(messages)) return null;
  const read = messages.map(readMessage);
  if (read.some((message) => message === null)) return null;
  return read as ChatThreadMessage[];
}

/**
 * The conversation kept under `key`, or `[]`. Data that is corrupt, of another version, of
 * another shape or too large is removed; storage that cannot be used counts as empty.
 */
export function loadKeptConversation(key: string, limits: ChatLimits): ChatThreadMessage[] {
  const store = storage();
  try {
    const raw = store?.getItem(key);
    if (raw == null) return [];
    const messages = parseKept(raw);
    if (messages === null || messages.length === 0) {
      store?.removeItem(key);
      return [];
    }
    return boundConversation(messages, limits);
  } catch {
    return [];
  }
}

/**
 * Keeps the conversation under `key` (the last messages within the backend's limits), or
 * removes it when there is none. Storage that cannot be used (full, private mode) is left alone.
 */
export function saveKeptConversation(key: string, messages: readonly ChatThreadMessage[], limits: ChatLimits): void {
  const store = storage();
  try {
    let kept = boundConversation(messages, limits);
    if (kept.length === 0) {
      store?.removeItem(key);
      return;
    }
    let raw = JSON.stringify({ v: KEPT_CONVERSATION_VERSION, messages: kept } satisfies KeptConversation);
    // Escaped characters can make even a bounded conversation too long: keep fewer, older ones first out.
    while (raw.length > MAX_KEPT_CHARS && kept.length > 1) {
      kept = kept.slice(1);
      raw = JSON.stringify({ v: KEPT_CONVERSATION_VERSION, messages: kept } satisfies KeptConversation);
    }
    if (raw.length > MAX_KEPT_CHARS) store?.removeItem(key);
    else store?.setItem(key, raw);
  } catch {
    // Quota or a storage that refuses: the conversation is simply not kept.
  }
}

/** Forgets the conversation kept under `key`. */
export function clearKeptConversation(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept that could be removed.
  }
}

/**
 * Whether a conversation is kept under `key` in this tab, e.g. to load the chat and show
 * that a conversation is waiting. Drops kept data it cannot read, like `loadKeptConversation`.
 */
export function hasKeptConversation(key: string): boolean {
  const store = storage();
  try {
    const raw = store?.getItem(key);
    if (raw == null) return false;
    const messages = parseKept(raw);
    if (messages !== null && messages.length > 0) return true;
    store?.removeItem(key);
    return false;
  } catch {
    return false;
  }
}
