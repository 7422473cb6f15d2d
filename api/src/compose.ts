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
import { createStaffEventRepository, createStaffEventHub, StaffStreams } from './features/inbox';
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
import { MISSED_KEPT_MS } from './features/liveChat';
import { startRetention, type Retention, createPersonalDataStore } from './features/privacy';
import { type AnalyticsHousekeeping, visitOriginOf } from './features/analytics';
import { postgresLimits } from './shared/http/rateLimits';
import type { AppDeps } from './app';
import type { Logger } from './shared/logger';
import { ActiveStreams } from './shared/http/sse';
import { createJobs, type Jobs } from './shared/jobs';
import { buildInbox } from './composeInbox';
import { buildAnalytics, buildLiveChat, countedGoals } from './composeParts';
import { alertDevicesEndWithSessions, alertingLiveChat, buildAlerts } from './composeAlerts';

export interface Services extends AppDeps {
  leadRepository: LeadRepository;
  outboxWorker: OutboxWorker;
  /** The job queue in the database (follow-up alerts, the e-mail about a chat nobody took); started. */
  jobs: Jobs;
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
    onSignedOut: alertDevicesEndWithSessions(database),
  });
}

/** The staff area's daily housekeeping (ended sessions, old events, missed chats); its timer. */
function startStaffHousekeeping(logger: Logger, tasks: readonly (() => Promise<unknown>)[]): NodeJS.Timeout {
  const timer = setInterval(() => {
    Promise.all(tasks.map((task) => task())).catch((error: unknown) =>
      logger.warn({ event: 'staff.housekeeping_failed', err: error }, 'staff housekeeping failed'),
    );
  }, DAY_MS);
  timer.unref();
  return timer;
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
  // Features register their kinds of job below; it starts with the other background work.
  const jobs = createJobs({ db: database.db, logger, ...(options.staffNow ? { now: options.staffNow } : {}) });
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
      alerts.newLead(lead.id);
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

  const { liveChats, liveHub, liveChatService } = buildLiveChat(database, logger, config, {
    leads,
    staffEvents,
    options,
  });
  const alerts = await buildAlerts(database, config, logger, {
    jobs,
    liveChat: liveChatService,
    now: options.staffNow,
  });
  const liveChat = countedGoals.liveChat(analytics, alertingLiveChat(alerts, liveChatService));

  const { inbox, close: closeInbox } = await buildInbox(database, config, logger, {
    leads: leadRepository,
    jobs,
    alerts,
    onChanged: staffEvents.wake,
    now: options.staffNow,
  });
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
  jobs.start();
  const stopSweeping = liveChat.startSweeping();
  const staffHousekeeping = startStaffHousekeeping(logger, [
    () => staff.housekeeping(),
    () => staffEvents.removeBefore(new Date(Date.now() - STAFF_EVENTS_KEPT_MS)),
    () => liveChats.removeMissedBefore(new Date(Date.now() - MISSED_KEPT_MS)),
  ]);

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
    jobs,
    alerts,
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
      await jobs.stop(outboxWaitMs === undefined ? {} : { waitMs: outboxWaitMs });
      await alerts.stop();
      limits?.close();
      mailInvite?.close();
      closeInbox();
      await database.close();
    },
  };
}
