import type { Config } from './config';
import { openDatabase, type Database } from './data/database';
import { createLeadRepository, type LeadRepository } from './data/leadRepository';
import { createOutboxRepository } from './data/outboxRepository';
import { createEmbeddedProvider } from './domain/chat/embedded/embeddedProvider';
import type { ChatProvider } from './domain/chat/types';
import { createLeadService } from './domain/leads/leadService';
import { startRetention, type Retention } from './domain/leads/retention';
import { createWebhookChannel, type NotificationChannel } from './domain/notifications/channels';
import { createOutboxWorker, type OutboxWorker } from './domain/notifications/outboxWorker';
import type { AppDeps } from './app';
import type { Logger } from './logger';
import { ActiveStreams } from './routes/chat';

export interface Services extends AppDeps {
  leadRepository: LeadRepository;
  outboxWorker: OutboxWorker;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
}

// nodemailer and openai are loaded only when configured: it keeps the default process small.
async function notificationChannels(config: Config): Promise<NotificationChannel[]> {
  const channels: NotificationChannel[] = [];
  if (config.email) {
    const { createEmailChannel } = await import('./domain/notifications/emailChannel');
    channels.push(createEmailChannel(config.email));
  }
  if (config.webhookUrl) channels.push(createWebhookChannel({ url: config.webhookUrl }));
  return channels;
}

async function chatProvider(config: Config, logger: Logger): Promise<ChatProvider> {
  if (!config.openai) return createEmbeddedProvider({ chunkDelayMs: config.chatChunkDelayMs });
  const { createOpenAIProvider } = await import('./domain/chat/openaiProvider');
  return createOpenAIProvider({ ...config.openai, logger });
}

/** Wires database, repositories, domain services and background workers from the configuration. */
export async function buildServices(
  config: Config,
  logger: Logger,
  options: { postgresSchema?: string } = {},
): Promise<Services> {
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteSynchronous: config.sqliteSynchronous,
    ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
  });
  const leadRepository = createLeadRepository(database.db);
  const channels = await notificationChannels(config);
  const outboxWorker = createOutboxWorker({
    outbox: createOutboxRepository(database.db),
    channels,
    logger,
    ...config.outbox,
  });
  const leads = createLeadService({
    leads: leadRepository,
    channels: channels.map((channel) => channel.name),
    onLeadStored: () => outboxWorker.kick(),
    logger,
    hashSalt: config.logHashSalt,
  });
  const retention: Retention | undefined = config.retentionDays
    ? startRetention({ leads: leadRepository, days: config.retentionDays, logger })
    : undefined;
  outboxWorker.start();

  return {
    config,
    logger,
    database,
    leads,
    chat: await chatProvider(config, logger),
    streams: new ActiveStreams(),
    leadRepository,
    outboxWorker,
    async close() {
      retention?.stop();
      await outboxWorker.stop();
      await database.close();
    },
  };
}
