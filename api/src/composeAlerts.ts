import { agency } from '@agency/content';
import {
  addressOf,
  createAlertRepository,
  createAlerts,
  createPushSender,
  loadAlertMailer,
  loadVapidDetails,
  type AlertChatView,
  type Alerts,
} from './features/alerts';
import { createStaffRepository } from './features/staffAccess';
import type { LiveChatService } from './features/liveChat';
import type { Config } from './shared/config';
import type { Database } from './shared/data/database';
import type { Jobs } from './shared/jobs';
import type { Logger } from './shared/logger';

// The composition of the alerts (api/src/features/alerts), a part of api/src/compose.ts: what
// they are built from, and where the other features tell them that something happened.

/**
 * The alerts to colleagues: the VAPID identity made once per installation (in `app_secrets`,
 * its `mailto:` the sender of the lead e-mails, else the agency's address), Web Push, e-mail
 * when SMTP is set (nodemailer loaded only then), the job queue for the delayed chat e-mail.
 */
export async function buildAlerts(
  database: Database,
  config: Config,
  logger: Logger,
  deps: { jobs: Jobs; liveChat: Pick<LiveChatService, 'detail' | 'presence'>; now: (() => Date) | undefined },
): Promise<Alerts> {
  // The alerts ask the live chat whether a chat still waits, and who is available for chat now.
  const chat: AlertChatView = {
    isWaiting: async (chatId) => (await deps.liveChat.detail(chatId))?.chat.status === 'waiting',
    isAvailable: async (userId) => (await deps.liveChat.presence(userId, '')).available,
  };
  const secrets = createStaffRepository(database.db);
  const vapid = await loadVapidDetails(
    (name, make) => secrets.secret(name, make),
    addressOf(config.email?.from, agency.email),
  );
  const allowLoopback = config.alerts.allowLoopbackPush;
  const mail = config.email
    ? await (await loadAlertMailer()).createAlertMailer({ smtpUrl: config.email.smtpUrl, from: config.email.from })
    : undefined;
  const siteUrl = config.siteUrl ?? `http://localhost:${config.port}`;
  return createAlerts({
    repository: createAlertRepository(database.db),
    push: createPushSender({ vapid, allowLoopback }),
    allowLoopback,
    vapidPublicKey: vapid.publicKey,
    mail,
    jobs: deps.jobs,
    chat,
    chatAlertAfterMs: config.liveChat.alertAfterMs,
    chatWaitMs: config.liveChat.waitMs,
    staffLink: (path) => `${siteUrl}${path}`,
    logger,
    ...(deps.now ? { now: deps.now } : {}),
  });
}

/**
 * Signing out ends the alerts of the devices that session registered; all of them when every
 * session of the account ends (everywhere, a new start, blocked), also by the `staff` command.
 */
export function alertDevicesEndWithSessions(database: Database) {
  const devices = createAlertRepository(database.db);
  return async (ended: { userId: string; sessionHash?: string }): Promise<void> => {
    await devices.removeOf(ended.userId, ended.sessionHash);
  };
}

/** The live chat that alerts: a visitor asking for a colleague alerts them; a take ends the wait for the e-mail. */
export function alertingLiveChat(
  alerts: Pick<Alerts, 'chatWaiting' | 'chatTaken'>,
  service: LiveChatService,
): LiveChatService {
  return {
    ...service,
    async start(input) {
      const ticket = await service.start(input);
      alerts.chatWaiting(ticket.chatId);
      return ticket;
    },
    async take(chatId, colleague) {
      const chat = await service.take(chatId, colleague);
      alerts.chatTaken(chatId);
      return chat;
    },
  };
}
