import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentFacts } from '@agency/content/deployment';
import { notificationChannelNames, type Config } from './shared/config';
import { openDatabase, type Database } from './shared/data/database';
import {
  createLeadRepository,
  type LeadRepository,
  createOutboxRepository,
  createLeadService,
  createWebhookChannel,
  warnWhenNoChannel,
  loadEmailChannel,
  type NotificationChannel,
  createOutboxWorker,
  type OutboxWorker,
} from './features/leads';
import {
  createChatQuestionCounts,
  createFeedbackRepository,
  createEmbeddedProvider,
  createQuestionStats,
  loadOpenAIProvider,
  type ChatProvider,
} from './features/chat';
import {
  createLeadInboxRepository,
  createStaffEventRepository,
  createLeadInbox,
  createStaffEventHub,
  StaffStreams,
  type StaffEventHub,
} from './features/inbox';
import {
  createStaffRepository,
  createPasswordHasher,
  type PasswordHasher,
  createStaffAuth,
  type StaffAuth,
  newToken,
  createInviteMailer,
} from './features/staffAccess';
import { createStaffToolsRepository, createStaffTools } from './features/staffTools';
import {
  createLiveChatRepository,
  createLiveChatHub,
  createLiveChatService,
  MISSED_KEPT_MS,
} from './features/liveChat';
import { officeHours } from '@agency/content/liveChat';
import { startRetention, type Retention, createPersonalDataStore } from './features/privacy';
import {
  type Analytics,
  type AnalyticsHousekeeping,
  createAnalytics,
  createAnalyticsRepository,
  startAnalyticsHousekeeping,
  visitOriginOf,
} from './features/analytics';
import type { LiveChatService } from './features/liveChat';
import type { QuestionStats } from './features/chat';
import { postgresLimits } from './shared/http/rateLimits';
import type { AppDeps } from './app';
import type { Logger } from './shared/logger';
import { ActiveStreams } from './shared/http/sse';

export interface Services extends AppDeps {
  leadRepository: LeadRepository;
  outboxWorker: OutboxWorker;
  /** The daily retention job (already started). */
  retention: Retention;
  /** The analytics' housekeeping at every midnight (already started): past days' salts, old raw page views. */
  analyticsHousekeeping: AnalyticsHousekeeping;
  /**
   * Stops background work and closes the database. Deliveries in flight get at most
   * `outboxWaitMs` (default: until they end); those still in flight are handed back.
   */
  close(options?: { outboxWaitMs?: number }): Promise<void>;
}

// nodemailer and openai are loaded only when configured: it keeps the default process small.
async function notificationChannels(config: Config): Promise<NotificationChannel[]> {
  const channels: NotificationChannel[] = [];
  if (config.email) {
    const { createEmailChannel } = await loadEmailChannel();
    channels.push(createEmailChannel(config.email));
  }
  if (config.webhookUrl) channels.push(createWebhookChannel({ url: config.webhookUrl }));
  return channels;
}

const DAY_MS = 24 * 60 * 60_000;
/** How long the inbox's events are kept: a browser away longer reads its page again anyway. */
const STAFF_EVENTS_KEPT_MS = 7 * DAY_MS;

/** Where the site build writes the deployment facts its privacy statement was written from. */
export const SITE_DEPLOYMENT_FACTS_FILE = '.deployment-facts.json';

/** The facts in a comparable shape (key order fixed), or undefined when they are not facts. */
function canonicalFacts(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { retentionDays, aiProvider, analyticsRawDays, analyticsMinGroupVisitors } = value as Record<string, unknown>;
  const numbers = [retentionDays, analyticsRawDays, analyticsMinGroupVisitors];
  if (numbers.some((number) => typeof number !== 'number')) return undefined;
  const facts = { retentionDays, analyticsRawDays, analyticsMinGroupVisitors };
  if (aiProvider === null) return JSON.stringify({ ...facts, aiProvider: null });
  if (typeof aiProvider !== 'object') return undefined;
  const { name, host } = aiProvider as Record<string, unknown>;
  if (typeof name !== 'string' || typeof host !== 'string') return undefined;
  return JSON.stringify({ ...facts, aiProvider: { name, host } });
}

/**
 * The privacy statement is written at build time from the build's environment; the api acts
 * on its own. When the built site says something else (another retention period, another or
 * no AI provider), a warning says so at start. No file (no build, or an older one): nothing.
 */
export function checkPrivacyStatementFacts(siteDir: string, facts: DeploymentFacts, logger: Logger): void {
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, SITE_DEPLOYMENT_FACTS_FILE), 'utf8');
  } catch {
    return;
  }
  let site: unknown;
  try {
    site = JSON.parse(text);
  } catch {
    site = undefined;
  }
  const api = {
    retentionDays: facts.retentionDays,
    aiProvider: facts.aiProvider,
    analyticsRawDays: facts.analyticsRawDays,
    analyticsMinGroupVisitors: facts.analyticsMinGroupVisitors,
  };
  const siteFacts = canonicalFacts(site);
  if (siteFacts === canonicalFacts(api)) return;
  logger.warn(
    {
      event: 'privacy.statement_mismatch',
      site: siteFacts === undefined ? 'unreadable' : (JSON.parse(siteFacts) as unknown),
      api,
    },
    'the privacy statement of the built site states other deployment facts than this api applies ' +
      '(retention period or AI provider): rebuild the site with the same environment',
  );
}

async function chatProvider(config: Config, logger: Logger): Promise<ChatProvider> {
  if (!config.openai) return createEmbeddedProvider({ chunkDelayMs: config.chatChunkDelayMs });
  const { createOpenAIProvider } = await loadOpenAIProvider();
  return createOpenAIProvider({ ...config.openai, logger });
}

export interface BuildOptions {
  postgresSchema?: string;
  /**
   * The staff passwords' hasher (default: scrypt at OWASP's cost, two at once); tests that hash
   * many passwords pass a cheaper one. Not a setting of the environment.
   */
  staffPasswordHasher?: PasswordHasher;
  /** The staff area's clock (tests move it to try timeouts and codes of later time steps). */
  staffNow?: () => Date;
  /** How often a live stream checks its session (tests shorten it). */
  staffStreamCheckMs?: number;
  /** How long a colleague counts as there after their last inbox tab (tests shorten it). */
  livePresenceWindowMs?: number;
  /** The live chat's clock (office hours, timeouts). */
  liveNow?: () => Date;
  /** The visit counter's clock (its days, salts and hours, the housekeeping). */
  analyticsNow?: () => Date;
}

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

/**
 * The key of the pseudonyms that stand in for personal data where it must not be (log lines,
 * rate-limit keys): LOG_HASH_SALT when set; otherwise a random key made once per installation
 * and kept in the database's secret store, shared by every instance, never in the source (a
 * public salt let a logged phone hash be turned back by trying numbers). Start says which.
 */
export async function pseudonymKey(database: Database, config: Config, logger: Logger): Promise<string> {
  if (config.logHashSalt !== undefined) {
    logger.info({ event: 'pseudonyms.key', source: 'LOG_HASH_SALT' }, 'pseudonyms are keyed by LOG_HASH_SALT');
    return config.logHashSalt;
  }
  const key = await createStaffRepository(database.db).secret('log-hash-salt', () => newToken());
  logger.info(
    { event: 'pseudonyms.key', source: 'app_secrets' },
    "pseudonyms are keyed by this installation's own random key (LOG_HASH_SALT is not set)",
  );
  return key;
}

/** The staff area's rules over the database, with the HMAC key shared by every instance. */
export async function buildStaffAuth(
  database: Database,
  config: Config,
  logger: Logger,
  options: Pick<BuildOptions, 'staffPasswordHasher' | 'staffNow'> & {
    /** Told when sessions of a user end, to close their live streams. */
    onSessionsEnded?: (userId: string) => void;
  } = {},
): Promise<StaffAuth> {
  const repository = createStaffRepository(database.db);
  // LOG_HASH_SALT when set; otherwise a key the first instance made and stored.
  const hmacKey = config.logHashSalt ?? (await repository.secret('staff-hmac', () => newToken()));
  return createStaffAuth({
    repository,
    hasher: options.staffPasswordHasher ?? createPasswordHasher(),
    hmacKey,
    codeKey: await repository.secret('staff-recovery-codes', () => newToken()),
    logger,
    ...(options.staffNow ? { now: options.staffNow } : {}),
    ...(options.onSessionsEnded ? { onSessionsEnded: options.onSessionsEnded } : {}),
  });
}

/** The visit counter, and its housekeeping to start once everything else is built. */
function buildAnalytics(
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

/** Wires database, repositories, domain services and background workers from the configuration. */
export async function buildServices(config: Config, logger: Logger, options: BuildOptions = {}): Promise<Services> {
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteSynchronous: config.sqliteSynchronous,
    ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
  });
  const pseudonyms = await pseudonymKey(database, config, logger);
  // With PostgreSQL the per-IP limits are counted in it, so they hold across instances.
  const limits = database.pool ? await postgresLimits(database.pool, logger, pseudonyms) : undefined;
  const leadRepository = createLeadRepository(database.db);
  // The open inboxes' events: a commit here wakes them at once; with PostgreSQL, so does every
  // other instance's (LISTEN/NOTIFY).
  const staffEvents = createStaffEventHub({
    events: createStaffEventRepository(database.db),
    pool: database.pool,
    logger,
  });
  const { analytics, startHousekeeping } = buildAnalytics(database, config, logger, options.analyticsNow, staffEvents);
  const channels = await notificationChannels(config);
  const channelNames = notificationChannelNames(config);
  const outboxWorker = createOutboxWorker({
    outbox: createOutboxRepository(database.db),
    channels,
    logger,
    ...config.outbox,
  });
  const leads = createLeadService({
    leads: leadRepository,
    channels: channelNames,
    onLeadStored: (lead) => {
      outboxWorker.kick();
      staffEvents.wake();
      countedGoals.lead(analytics, lead);
    },
    logger,
    hashSalt: pseudonyms,
    conversationLimits: {
      maxMessages: config.limits.chatMaxMessages,
      maxMessageChars: config.limits.chatMaxMessageChars,
    },
    visitOf: visitOriginOf,
  });
  const feedback = createFeedbackRepository(database.db);
  const chat = await chatProvider(config, logger);
  const questionCounts = createChatQuestionCounts(database.db);
  const questionStats = countedGoals.questions(
    analytics,
    createQuestionStats({ counts: questionCounts, assistant: chat.name, logger }),
  );
  const staffStreams = new StaffStreams();
  // An invited colleague gets their link by e-mail when SMTP is set (else it is only shown).
  const mailInvite = config.email ? await createInviteMailer(config.email) : undefined;
  const staff = await buildStaffAuth(database, config, logger, {
    ...options,
    onSessionsEnded: (userId) => staffStreams.sessionsEnded(userId),
  });

  const liveChats = createLiveChatRepository(database.db, { postgres: Boolean(database.pool) });
  const liveHub = createLiveChatHub({ chats: liveChats, pool: database.pool, logger });
  const liveChat = countedGoals.liveChat(
    analytics,
    createLiveChatService({
      chats: liveChats,
      officeHours,
      settings: config.liveChat,
      committed: (chatId) => {
        liveHub.wake(chatId);
        staffEvents.wake();
      },
      logger,
      ...(options.livePresenceWindowMs ? { presenceWindowMs: options.livePresenceWindowMs } : {}),
      ...(options.liveNow ? { now: options.liveNow } : {}),
    }),
  );

  const inbox = createLeadInbox(
    createLeadInboxRepository(database.db),
    leadRepository,
    options.staffNow,
    staffEvents.wake,
  );
  const staffTools = createStaffTools({
    repository: createStaffToolsRepository(database.db),
    outbox: createOutboxRepository(database.db),
    personalData: createPersonalDataStore(database.db),
    kickOutbox: () => outboxWorker.kick(),
    channels: channelNames,
    ...(options.staffNow ? { now: options.staffNow } : {}),
  });
  // Background work starts last, when nothing above can fail any more.
  checkPrivacyStatementFacts(config.siteDir, config, logger);
  warnWhenNoChannel(channelNames, logger);
  const retention: Retention = startRetention({
    store: createPersonalDataStore(database.db),
    feedback,
    questionCounts,
    idempotencyKeys: leadRepository,
    days: config.retentionDays,
    logger,
  });
  const analyticsHousekeeping = startHousekeeping();
  outboxWorker.start();
  const stopSweeping = liveChat.startSweeping();
  const staffHousekeeping = setInterval(() => {
    Promise.all([
      staff.housekeeping(),
      staffEvents.removeBefore(new Date(Date.now() - STAFF_EVENTS_KEPT_MS)),
      liveChats.removeMissedBefore(new Date(Date.now() - MISSED_KEPT_MS)),
    ]).catch((error: unknown) =>
      logger.warn({ event: 'staff.housekeeping_failed', err: error }, 'staff housekeeping failed'),
    );
  }, DAY_MS);
  staffHousekeeping.unref();

  return {
    config,
    logger,
    database,
    leads,
    notifications: channelNames,
    chat,
    questionStats,
    feedback,
    staff,
    mailInvite,
    inbox,
    staffTools,
    streams: new ActiveStreams(),
    staffEvents,
    staffStreams,
    staffStreamCheckMs: options.staffStreamCheckMs,
    liveChat,
    liveHub,
    limits,
    leadRepository,
    outboxWorker,
    retention,
    analytics,
    analyticsHousekeeping,
    async close({ outboxWaitMs } = {}) {
      clearInterval(staffHousekeeping);
      stopSweeping();
      await staffEvents.close();
      await liveHub.close();
      await retention.stop();
      await questionStats.settled();
      await analyticsHousekeeping.stop();
      await analytics.settled();
      await outboxWorker.stop(outboxWaitMs === undefined ? {} : { waitMs: outboxWaitMs });
      limits?.close();
      mailInvite?.close();
      await database.close();
    },
  };
}
