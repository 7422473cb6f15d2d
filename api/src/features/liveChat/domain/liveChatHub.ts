import type { Pool, PoolClient } from 'pg';
import { liveChat, type LiveChatEvent } from '@agency/contract/liveChat';
import { LIVE_CHAT_CHANNEL, type LiveChatRepository } from '../data/liveChatRepository';
import type { Logger } from '../../../shared/logger';

/** How long to wait before listening again after the listening connection broke. */
const RELISTEN_MS = 1_000;

type Listener = (events: LiveChatEvent[]) => void;

interface Subscriber {
  chatId: string;
  cursor: number;
  listener: Listener;
  reading: boolean;
  again: boolean;
}

export interface LiveChatHub {
  /**
   * Calls `listener` with the conversation's events after `afterId`, in id order, once each:
   * first what is stored already (a resume), then each new event as it is committed, here or
   * on another instance. A typing sign older than a few seconds is left out. Returns the
   * unsubscribe.
   */
  subscribe(chatId: string, afterId: number, listener: Listener): () => void;
  /** Something was committed for this conversation in this process: read it now. */
  wake(chatId: string): void;
  /** Open subscriptions of this process (a limit per instance counts them). */
  readonly size: number;
  close(): Promise<void>;
}

/**
 * Fans a conversation's events out to its open streams in this process (the visitor's, the
 * colleague's). The events table is the truth: a wake-up (a commit here, a notification from
 * another instance) only says "read what is new for this conversation", so a lost
 * notification or a broken connection delays, and loses nothing.
 */
export function createLiveChatHub(deps: {
  chats: LiveChatRepository;
  pool?: Pool | undefined;
  logger: Logger;
  now?: () => number;
}): LiveChatHub {
  const { chats, pool, logger } = deps;
  const now = deps.now ?? Date.now;
  const byChat = new Map<string, Set<Subscriber>>();
  let size = 0;
  let client: PoolClient | undefined;
  let listening: Promise<void> | undefined;
  let relisten: NodeJS.Timeout | undefined;
  let closed = false;

  async function read(sub: Subscriber): Promise<void> {
    if (sub.reading) {
      sub.again = true;
      return;
    }
    sub.reading = true;
    try {
      do {
        sub.again = false;
        const events = await chats.eventsAfter(sub.chatId, sub.cursor, { typing: true });
        if (events.length === 0) continue;
        sub.cursor = events[events.length - 1]!.id;
        const fresh = events.filter(
          (event) => event.type !== 'typing' || now() - Date.parse(event.at) < liveChat.limits.typingShownMs,
        );
        if (fresh.length > 0 && byChat.get(sub.chatId)?.has(sub)) sub.listener(fresh);
      } while (sub.again && byChat.get(sub.chatId)?.has(sub));
    } catch (error) {
      logger.warn({ event: 'live_chat.read_failed', err: error }, 'live chat events not read');
    } finally {
      sub.reading = false;
    }
  }

  function wake(chatId: string): void {
    for (const sub of byChat.get(chatId) ?? []) void read(sub);
  }

  async function listen(): Promise<void> {
    if (!pool || client || closed) return;
    try {
      const connection = await pool.connect();
      connection.on('notification', (message) => {
        if (message.payload) wake(message.payload);
      });
      connection.on('error', (error) => {
        logger.warn({ event: 'live_chat.listen_lost', err: error }, 'live chat: listening again');
        connection.release(true);
        if (client === connection) client = undefined;
        scheduleListen();
      });
      await connection.query(`LISTEN ${LIVE_CHAT_CHANNEL}`);
      client = connection;
      // What was committed while nobody listened.
      for (const chatId of byChat.keys()) wake(chatId);
    } catch (error) {
      logger.warn({ event: 'live_chat.listen_failed', err: error }, 'live chat: cannot listen yet');
      scheduleListen();
    }
  }

  function scheduleListen(): void {
    if (closed || relisten) return;
    relisten = setTimeout(() => {
      relisten = undefined;
      listening = listen();
    }, RELISTEN_MS);
    relisten.unref();
  }

  return {
    subscribe(chatId, afterId, listener) {
      if (!listening) listening = listen();
      const sub: Subscriber = { chatId, cursor: afterId, listener, reading: false, again: false };
      const set = byChat.get(chatId) ?? new Set<Subscriber>();
      set.add(sub);
      byChat.set(chatId, set);
      size += 1;
      void read(sub);
      return () => {
        if (!set.delete(sub)) return;
        size -= 1;
        if (set.size === 0) byChat.delete(chatId);
      };
    },
    wake,
    get size() {
      return size;
    },
    async close() {
      closed = true;
      if (relisten) clearTimeout(relisten);
      await listening;
      if (client) {
        const connection = client;
        client = undefined;
        await connection.query(`UNLISTEN ${LIVE_CHAT_CHANNEL}`).catch(() => {});
        connection.release();
      }
    },
  };
}
