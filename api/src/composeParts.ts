import { officeHours } from '@agency/content/liveChat';
import {
  createAnalytics,
  createAnalyticsRepository,
  startAnalyticsHousekeeping,
  type Analytics,
} from './features/analytics';
import type { QuestionStats } from './features/chat';
import type { StaffEventHub } from './features/inbox';
import type { LeadService } from './features/leads';
import {
  createLiveChatHub,
  createLiveChatRepository,
  createLiveChatService,
  type LiveChatService,
} from './features/liveChat';
import type { BuildOptions } from './compose';
import type { Config } from './shared/config';
import type { Database } from './shared/data/database';
import type { Logger } from './shared/logger';

// Parts of the composition (api/src/compose.ts): the visit counter and the goals it counts
// where other features say what happened, and the live chat.

/**
 * The goals the server knows of, counted where other features already say what happened, so
 * none of them imports analytics: a lead stored (by its kind), a chat question answered, a
 * colleague asked for, a conversation taken over.
 */
export const countedGoals = {
  lead: (analytics: Pick<Analytics, 'recordGoal'>, lead: { kind: 'callback' | 'project' }) =>
    analytics.recordGoal(lead.kind === 'project' ? 'project_requested' : 'callback_requested'),
  questions(analytics: Pick<Analytics, 'recordGoal'>, stats: QuestionStats): QuestionStats {
    return {
      ...stats,
      record(messages, outcome) {
        stats.record(messages, outcome);
        analytics.recordGoal('chat_question_asked');
      },
    };
  },
  liveChat(analytics: Pick<Analytics, 'recordGoal'>, service: LiveChatService): LiveChatService {
    return {
      ...service,
      async start(input) {
        const ticket = await service.start(input);
        analytics.recordGoal('colleague_asked');
        return ticket;
      },
      async take(chatId, colleague) {
        const chat = await service.take(chatId, colleague);
        analytics.recordGoal('live_chat_taken');
        return chat;
      },
    };
  },
};

/** The visit counter, and its housekeeping to start once everything else is built. */
export function buildAnalytics(
  database: Database,
  config: Config,
  logger: Logger,
  now: (() => Date) | undefined,
  staffEvents: Pick<StaffEventHub, 'wake'>,
) {
  const repository = createAnalyticsRepository(database.db);
  const clock = now ? { now } : {};
  return {
    analytics: createAnalytics({
      repository,
      logger,
      minGroupVisitors: config.analyticsMinGroupVisitors,
      wake: () => staffEvents.wake(),
      ...clock,
    }),
    startHousekeeping: () =>
      startAnalyticsHousekeeping({ repository, rawDays: config.analyticsRawDays, logger, ...clock }),
  };
}

/** The live chat: its conversations, the hub that wakes their streams (across instances), its rules. */
export function buildLiveChat(
  database: Database,
  logger: Logger,
  config: Config,
  deps: {
    leads: Pick<LeadService, 'readLiveChatContact' | 'storeLiveChatLead'>;
    staffEvents: Pick<StaffEventHub, 'wake'>;
    options: Pick<BuildOptions, 'livePresenceWindowMs' | 'liveNow'>;
  },
) {
  const { leads, staffEvents, options } = deps;
  const liveChats = createLiveChatRepository(database.db, { postgres: Boolean(database.pool) });
  const liveHub = createLiveChatHub({ chats: liveChats, pool: database.pool, logger });
  const liveChatService = createLiveChatService({
    chats: liveChats,
    officeHours,
    settings: config.liveChat,
    committed: (chatId) => {
      liveHub.wake(chatId);
      staffEvents.wake();
    },
    // A visitor's contact details left in a live chat become a lead by the leads' own rules.
    leads: {
      readContact: (body) => leads.readLiveChatContact(body),
      store: (contact) => leads.storeLiveChatLead(contact),
    },
    logger,
    ...(options.livePresenceWindowMs ? { presenceWindowMs: options.livePresenceWindowMs } : {}),
    ...(options.liveNow ? { now: options.liveNow } : {}),
  });
  return { liveChats, liveHub, liveChatService };
}
