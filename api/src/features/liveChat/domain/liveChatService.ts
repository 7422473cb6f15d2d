import { randomBytes, randomUUID } from 'node:crypto';
import { missedLiveChatDays, type OfficeHours } from '@agency/content/liveChat';
import type { ChatMessage } from '@agency/contract/chat';
import type {
  LeadLiveChats,
  LiveAvailability,
  LiveChatAuthor,
  LiveChatEvent,
  LiveChatTicket,
  StaffChatAvailability,
  StaffChatDetail,
  StaffChatQueue,
} from '@agency/contract/liveChat';
import type { ChangeRefused, LiveChatRepository, LiveChatRow } from '../data/liveChatRepository';
import { errors, HttpError } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';
import { hashToken } from '../../staffAccess';
import { contactSide, type LiveChatLeads } from './liveChatContact';
import { isOpen, nextOpening } from './officeHours';

export type { LiveChatLeads };

/** How long a colleague counts as there after their last inbox tab was seen. */
export const PRESENCE_WINDOW_MS = 60_000;
/** How often the overdue conversations and the absent colleagues are looked for. */
const SWEEP_EVERY_MS = 1_000;
/** How long a missed conversation is kept (it holds no lead: the visitor left no number). */
export const MISSED_KEPT_MS = missedLiveChatDays * 24 * 60 * 60_000;
/** The least time between two typing signs of one side that are passed on (more are dropped). */
const TYPING_EVERY_MS = 2_000;
/** Ended and missed conversations in the inbox's list. */
const RECENT_LISTED = 50;
/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A reference as this api makes them: `7K3Q-9PXA`. */
export const LIVE_CHAT_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

function newReference(): string {
  const bytes = randomBytes(8);
  let text = '';
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % 32];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

export interface LiveChatSettings {
  hours: 'office' | 'always';
  waitMs: number;
  idleMs: number;
  maxWaiting: number;
  messagesPerMinute: number;
}

export interface LiveChatServiceDeps {
  chats: LiveChatRepository;
  officeHours: OfficeHours;
  settings: LiveChatSettings;
  /** Told after a commit here, so this process's streams read it at once. */
  committed: (chatId: string) => void;
  /** Where the visitor's contact details become a lead (the leads feature, passed in by api/src/compose.ts). */
  leads: LiveChatLeads;
  logger: Logger;
  now?: () => Date;
  /** Tests shorten it. */
  presenceWindowMs?: number;
}

/** A colleague acting on a conversation. */
export interface Colleague {
  id: string;
  /** Their display name in the chat ("Naam in de chat"), else their name. */
  name: string;
}

export interface LiveChatService {
  availability(): Promise<LiveAvailability>;
  start(input: { transcript: ChatMessage[]; page: string }): Promise<LiveChatTicket & { chatId: string }>;
  /** The open or ended conversation of a capability; 401 when there is none. */
  byCapability(capability: string | undefined): Promise<LiveChatRow>;
  /** True while a person holds or is asked for the conversation of this capability (the assistant keeps out). */
  personHolds(capability: string | undefined): Promise<boolean>;
  visitorMessage(chat: LiveChatRow, text: string, page?: string): Promise<number>;
  visitorTyping(chat: LiveChatRow): Promise<void>;
  visitorEnd(chat: LiveChatRow): Promise<void>;

  queue(): Promise<StaffChatQueue>;
  detail(chatId: string): Promise<StaffChatDetail | undefined>;
  take(chatId: string, colleague: Colleague): Promise<StaffChatDetail['chat']>;
  staffMessage(chatId: string, colleague: Colleague, text: string): Promise<number>;
  staffTyping(chatId: string, colleague: Colleague): Promise<void>;
  staffRead(chatId: string, colleague: Colleague, upTo: number): Promise<void>;
  staffEnd(chatId: string, colleague: Colleague): Promise<void>;
  release(chatId: string, colleague: Colleague): Promise<void>;
  /** The colleague's switch and display name (off once their last tab has gone a minute). */
  presence(userId: string, fallbackName: string): Promise<StaffChatAvailability>;
  setPresence(userId: string, value: StaffChatAvailability): Promise<StaffChatAvailability>;
  /** The display name a colleague's messages go under. */
  displayName(userId: string, fallbackName: string): Promise<string>;
  /** These colleagues have an inbox tab open (their live streams). */
  seen(userIds: readonly string[]): Promise<void>;
  /** Misses the conversations nobody took in time, ends the silent ones, switches off the absent. */
  sweep(): Promise<void>;
  /** Starts the sweep every second; returns the stop. */
  startSweeping(): () => void;

  /** The colleague who holds it asks the visitor for their contact details (`contact_asked`). */
  askContact(chatId: string, colleague: Colleague): Promise<void>;
  /**
   * The visitor's contact details (400 in Dutch when they are not right): the lead of the same
   * person is joined, or a new lead is made (stored before this resolves), and the chat is linked
   * to it with its transcript so far (`contact_left`); the transcript is completed when it ends.
   */
  leaveContact(chat: LiveChatRow, body: unknown): Promise<void>;
  /** A lead's live chats with their transcripts; undefined when there is no such lead. */
  liveChatsOfLead(leadId: string): Promise<LeadLiveChats | undefined>;
}

/** The conversation refused the change: the matching error. */
function refusal(result: ChangeRefused): HttpError {
  if (result.refused === 'not_yours') return errors.liveNotYours();
  if (
    result.refused === 'not_waiting' &&
    result.chat?.status === 'active' &&
    result.chat.staff_id &&
    result.chat.staff_name
  )
    return errors.liveTaken({ id: result.chat.staff_id, name: result.chat.staff_name });
  return errors.liveEnded();
}

function changed<T extends { chat: LiveChatRow }>(result: T | ChangeRefused): T {
  if ('refused' in result) throw refusal(result);
  return result;
}

export function createLiveChatService(deps: LiveChatServiceDeps): LiveChatService {
  const core = liveChatCore(deps);
  return { ...visitorSide(core), ...colleagueSide(core), ...presenceAndSweeps(core), ...contactSide(core, deps.leads) };
}

/** What every side of it shares. */
function liveChatCore(deps: LiveChatServiceDeps) {
  const { chats, settings, logger, committed } = deps;
  const now = deps.now ?? (() => new Date());
  const presenceWindowMs = deps.presenceWindowMs ?? PRESENCE_WINDOW_MS;

  /** When each side last said it types, per conversation: one sign per side every 2 s is enough. */
  const lastTyping = new Map<string, number>();
  const typingTooSoon = (chatId: string, side: LiveChatAuthor) => {
    const key = `${chatId}:${side}`;
    const at = now().getTime();
    const last = lastTyping.get(key);
    if (last !== undefined && at - last < TYPING_EVERY_MS) return true;
    lastTyping.set(key, at);
    if (lastTyping.size > 10_000) lastTyping.clear();
    return false;
  };

  const holds = (colleague: Colleague) => (chat: LiveChatRow) =>
    chat.status === 'active' && chat.staff_id === colleague.id ? undefined : ('not_yours' as const);

  async function availability(): Promise<LiveAvailability> {
    const at = now();
    const open = settings.hours === 'always' || isOpen(deps.officeHours, at);
    if (!open) {
      const next = nextOpening(deps.officeHours, at);
      return { available: false, open: false, nextOpening: next ? next.toISOString() : null };
    }
    const colleagues = await chats.countAvailable(new Date(at.getTime() - presenceWindowMs));
    return { available: colleagues > 0, open: true, nextOpening: null };
  }

  async function byCapability(capability: string | undefined): Promise<LiveChatRow> {
    // A capability is 43 base64url characters; anything else is none (and costs no query).
    if (!capability || !/^[\w-]{43}$/.test(capability)) throw errors.liveCapabilityRequired();
    const chat = await chats.byCapability(hashToken(capability));
    if (!chat) throw errors.liveCapabilityRequired();
    return chat;
  }

  async function detail(chatId: string): Promise<StaffChatDetail | undefined> {
    const chat = await chats.byId(chatId);
    if (!chat) return undefined;
    const [summary, events] = await Promise.all([chats.summary(chat), chats.eventsAfter(chatId, 0)]);
    return { chat: summary, transcript: JSON.parse(chat.transcript) as StaffChatDetail['transcript'], events };
  }

  async function close(
    chatId: string,
    how: Parameters<LiveChatRepository['close']>[1],
    guard?: (chat: LiveChatRow) => ChangeRefused['refused'] | undefined,
  ) {
    const result = await chats.close(chatId, how, now(), guard);
    if ('refused' in result) return result;
    committed(chatId);
    logger.info(
      { event: `live_chat.${how.type}`, chatId, ...(how.type === 'ended' ? { by: how.by } : {}) },
      `live chat ${how.type}`,
    );
    return result;
  }

  async function sweep(): Promise<void> {
    const at = now();
    const { missed, idle } = await chats.overdue(
      new Date(at.getTime() - settings.waitMs),
      new Date(at.getTime() - settings.idleMs),
    );
    for (const chatId of missed) await close(chatId, { type: 'missed' });
    for (const chatId of idle) await close(chatId, { type: 'ended', by: 'idle' });
    await chats.switchOffUnseen(new Date(at.getTime() - presenceWindowMs));
  }

  async function presence(userId: string, fallbackName: string): Promise<StaffChatAvailability> {
    const row = await chats.presence(userId);
    if (!row) return { available: false, displayName: fallbackName.split(/\s+/)[0] ?? fallbackName };
    const present = row.seenAt !== null && now().getTime() - Date.parse(row.seenAt) < presenceWindowMs;
    return { available: row.available && present, displayName: row.displayName };
  }

  async function displayName(userId: string, fallbackName: string): Promise<string> {
    return (await presence(userId, fallbackName)).displayName;
  }

  return {
    chats,
    settings,
    logger,
    committed,
    now,
    presenceWindowMs,
    lastTyping,
    typingTooSoon,
    holds,
    availability,
    byCapability,
    detail,
    close,
    sweep,
    presence,
    displayName,
  };
}

type LiveChatCore = ReturnType<typeof liveChatCore>;

/** The visitor's side: asking for a person, writing, typing, ending. */
function visitorSide(
  core: LiveChatCore,
): Pick<
  LiveChatService,
  'availability' | 'start' | 'byCapability' | 'personHolds' | 'visitorMessage' | 'visitorTyping' | 'visitorEnd'
> {
  const { chats, settings, logger, committed, now, typingTooSoon, availability, byCapability, close } = core;
  return {
    availability,

    async start({ transcript, page }) {
      const offer = await availability();
      if (!offer.available) throw errors.liveNobodyAvailable(offer);
      if ((await chats.countWaiting()) >= settings.maxWaiting) {
        const error = errors.rateLimited();
        throw new HttpError(error.status, error.code, error.message, undefined, 60);
      }
      const capability = randomBytes(32).toString('base64url');
      for (let attempt = 0; ; attempt += 1) {
        try {
          const chat = await chats.create({
            id: randomUUID(),
            reference: newReference(),
            capabilityHash: hashToken(capability),
            page,
            transcript: JSON.stringify(transcript),
            now: now(),
          });
          committed(chat.id);
          logger.info({ event: 'live_chat.waiting', chatId: chat.id }, 'a visitor asks for a person');
          return { chatId: chat.id, reference: chat.reference, capability };
        } catch (error) {
          // A reference already given (one in 2^40): another one.
          if (attempt >= 2) throw error;
        }
      }
    },

    byCapability,

    async personHolds(capability) {
      if (!capability) return false;
      const chat = await byCapability(capability).catch(() => undefined);
      return chat?.status === 'waiting' || chat?.status === 'active';
    },

    async visitorMessage(chat, text, page) {
      if (settings.messagesPerMinute > 0) {
        const count = await chats.countVisitorMessages(chat.id, new Date(now().getTime() - 60_000));
        if (count >= settings.messagesPerMinute) {
          const error = errors.rateLimited();
          throw new HttpError(error.status, error.code, error.message, undefined, 60);
        }
      }
      const result = changed(
        await chats.append(chat.id, { type: 'message', author: 'visitor', text }, now(), undefined, page),
      );
      committed(chat.id);
      return result.event.id;
    },

    async visitorTyping(chat) {
      if (typingTooSoon(chat.id, 'visitor')) return;
      changed(await chats.append(chat.id, { type: 'typing', author: 'visitor' }, now()));
      committed(chat.id);
    },

    async visitorEnd(chat) {
      const result = await close(chat.id, { type: 'ended', by: 'visitor' });
      if ('refused' in result) throw errors.liveEnded();
    },
  };
}

/** The colleague's side: the queue, taking over, writing, reading, ending, handing back. */
function colleagueSide(
  core: LiveChatCore,
): Pick<
  LiveChatService,
  'queue' | 'detail' | 'take' | 'staffMessage' | 'staffTyping' | 'staffRead' | 'staffEnd' | 'release'
> {
  const { chats, logger, committed, now, typingTooSoon, holds, detail, close } = core;
  return {
    async queue() {
      return chats.queue('', RECENT_LISTED);
    },

    detail,

    async take(chatId, colleague) {
      const result = changed(await chats.take(chatId, colleague, now()));
      committed(chatId);
      logger.info({ event: 'live_chat.taken', chatId, staffId: colleague.id }, 'a colleague took a live chat');
      return chats.summary(result.chat);
    },

    async staffMessage(chatId, colleague, text) {
      const result = changed(
        await chats.append(
          chatId,
          { type: 'message', author: 'person', name: colleague.name, text },
          now(),
          holds(colleague),
        ),
      );
      committed(chatId);
      return result.event.id;
    },

    async staffTyping(chatId, colleague) {
      if (typingTooSoon(chatId, 'person')) return;
      changed(await chats.append(chatId, { type: 'typing', author: 'person' }, now(), holds(colleague)));
      committed(chatId);
    },

    async staffRead(chatId, colleague, upTo) {
      const chat = await chats.byId(chatId);
      if (!chat) throw errors.liveEnded();
      if (upTo <= Number(chat.read_up_to)) return;
      changed(await chats.append(chatId, { type: 'read', upTo }, now(), holds(colleague)));
      committed(chatId);
    },

    async staffEnd(chatId, colleague) {
      changed(await close(chatId, { type: 'ended', by: 'person' }, holds(colleague)));
    },

    async release(chatId, colleague) {
      changed(await chats.release(chatId, colleague.id, now()));
      committed(chatId);
    },
  };
}

/** Who is available, and the sweep that ends missed and silent conversations. */
function presenceAndSweeps(
  core: LiveChatCore,
): Pick<LiveChatService, 'presence' | 'setPresence' | 'displayName' | 'seen' | 'sweep' | 'startSweeping'> {
  const { chats, settings, logger, now, sweep, presence, displayName } = core;
  return {
    presence,

    async setPresence(userId, { available, displayName }) {
      await chats.setPresence(userId, available, displayName, now());
      return { available, displayName };
    },

    displayName,

    async seen(userIds) {
      await chats.seen(userIds, now());
    },

    sweep,

    startSweeping() {
      let running = false;
      const timer = setInterval(
        () => {
          if (running) return;
          running = true;
          sweep()
            .catch((error: unknown) =>
              logger.warn({ event: 'live_chat.sweep_failed', err: error }, 'live chat sweep failed'),
            )
            .finally(() => {
              running = false;
            });
        },
        Math.min(SWEEP_EVERY_MS, settings.waitMs),
      );
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type { LiveChatEvent };
