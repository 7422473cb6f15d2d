import {
  alertChannels,
  alertLimits,
  alertTopics,
  defaultAlertChoices,
  type AlertChoices,
  type AlertDevice,
  type AlertSettings,
  type AlertSubscriptionInput,
  type AlertTestResult,
} from '@agency/contract/alerts';
import { errors } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';
import type { AlertRepository, PushSubscriptionRow } from '../data/alertRepository';
import type { AlertMailer } from './alertMail';
import { deviceLabel } from './deviceLabel';
import { acceptedEndpoint } from './endpointRules';
import { createFanOut, type FanOutResult } from './fanOut';
import type { PushSender } from './pushSender';

/** The part of the job queue (api/src/shared/jobs) the alerts use: the delayed e-mail about a waiting chat. */
export interface AlertJobs {
  register(kind: string, handler: (job: { payload: Record<string, unknown> }) => Promise<void>): void;
  schedule(job: { kind: string; key: string; runAt: Date; payload: Record<string, unknown> }): Promise<void>;
  cancel(key: string): Promise<boolean>;
}

/** What the alerts ask of the live chat, passed in by the composition (no feature imports another's insides). */
export interface AlertChatView {
  /** Whether the conversation still waits for a colleague (nobody took it, not missed, not ended). */
  isWaiting(chatId: string): Promise<boolean>;
  /** Whether the colleague is marked available for chat now. */
  isAvailable(userId: string): Promise<boolean>;
}

export interface AlertsDeps {
  repository: AlertRepository;
  push: PushSender;
  /** PUSH_ALLOW_LOOPBACK (tests): an endpoint on http://127.0.0.1 is taken. */
  allowLoopback: boolean;
  vapidPublicKey: string;
  mail: AlertMailer | undefined;
  jobs: AlertJobs;
  chat: AlertChatView;
  /** How long a chat waits before everyone who chose it gets an e-mail (LIVE_CHAT_ALERT_AFTER_MS). */
  chatAlertAfterMs: number;
  /** How long a chat waits before it is missed (LIVE_CHAT_WAIT_MS): a push after that is of no use. */
  chatWaitMs: number;
  staffLink: (path: string) => string;
  logger: Logger;
  now?: () => Date;
}

/** The job of the e-mail about a chat nobody took in time, and its key (cancelled when it is taken). */
export const CHAT_EMAIL_JOB = 'alerts.chat-email';
export const chatEmailKey = (chatId: string) => `alerts:chat-email:${chatId}`;

const DAY_SECONDS = 24 * 60 * 60;

/** A device as the colleague's list shows it. */
const deviceOf = (row: PushSubscriptionRow, sessionHash: string): AlertDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.created_at,
  lastSentAt: row.last_sent_at,
  thisSession: row.session_hash === sessionHash,
});

/** A browser's key: base64url (with or without padding). */
const BASE64URL = /^[\w-]+=*$/;

/** A colleague's choices and devices: read, changed, added, removed. */
function alertSettings(deps: AlertsDeps, now: () => Date) {
  const { repository } = deps;

  async function choicesOf(userId: string): Promise<AlertChoices> {
    const choices = structuredClone(defaultAlertChoices);
    for (const row of await repository.choicesOf(userId)) {
      if (row.topic in choices && alertChannels.includes(row.channel)) choices[row.topic][row.channel] = row.enabled;
    }
    return choices;
  }

  async function settingsOf(userId: string, sessionHash: string): Promise<AlertSettings> {
    const [choices, rows] = await Promise.all([choicesOf(userId), repository.subscriptionsOf([userId])]);
    return {
      choices,
      emailAvailable: deps.mail !== undefined,
      vapidPublicKey: deps.vapidPublicKey,
      devices: rows.map((row) => deviceOf(row, sessionHash)),
    };
  }

  return {
    settingsOf,

    async saveChoices(userId: string, choices: AlertChoices, sessionHash: string): Promise<AlertSettings> {
      const rows = alertTopics.flatMap((topic) =>
        alertChannels.map((channel) => ({ topic, channel, enabled: choices[topic][channel] })),
      );
      await repository.setChoices(userId, rows, now());
      return settingsOf(userId, sessionHash);
    },

    /**
     * Keeps a browser's subscription for the colleague, tied to this session. Refused: an
     * endpoint the api may not post to, keys that are no base64url, past the devices' limit.
     */
    async addDevice(
      userId: string,
      sessionHash: string,
      input: AlertSubscriptionInput,
      userAgent: string | undefined,
    ): Promise<{ device: AlertDevice; added: boolean }> {
      if (!acceptedEndpoint(input.endpoint, { allowLoopback: deps.allowLoopback })) {
        throw errors.alertEndpointRefused();
      }
      const keys = [input.keys.p256dh, input.keys.auth];
      if (!keys.every((key) => key.length <= alertLimits.maxKeyChars && BASE64URL.test(key))) {
        throw errors.validation({ keys: 'De sleutels van dit toestel zijn niet geldig.' });
      }
      const existing = await repository.byEndpoint(input.endpoint);
      const mine = existing?.user_id === userId;
      if (!mine && (await repository.countOf(userId)) >= alertLimits.maxDevices) {
        throw errors.alertTooManyDevices(alertLimits.maxDevices);
      }
      const row = await repository.upsert({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        label: deviceLabel(userAgent),
        sessionHash,
        now: now(),
      });
      return { device: deviceOf(row, sessionHash), added: !mine };
    },

    removeDevice: (userId: string, id: string) => repository.remove(userId, id),
  };
}

/**
 * The alerts that reach a colleague: their choices per topic and channel, the browsers that
 * take Web Push for them, and the three occasions: a new lead, a visitor waiting for a
 * colleague (push at once to the available colleagues, e-mail to everyone after
 * `chatAlertAfterMs` unless someone took it), and a follow-up due (the lead engineer's job
 * calls `followUpDue`).
 */
export function createAlerts(deps: AlertsDeps) {
  const { repository, logger, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const fanOut = createFanOut({ ...deps, now });
  /** Fan-outs under way, so a stop (and a test) can wait for them. */
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };
  /** An alert sent in the background (the request that caused it does not wait); a failure is logged. */
  const inBackground = (what: string, work: () => Promise<unknown>) => {
    track(
      work().catch((error: unknown) =>
        logger.error({ event: 'alerts.failed', what, err: (error as Error).message }, 'an alert could not be sent'),
      ),
    );
  };

  jobs.register(CHAT_EMAIL_JOB, async (job) => {
    const chatId = String(job.payload.chatId ?? '');
    // Taken, missed or ended in the meantime: nobody needs the e-mail any more.
    if (!chatId || !(await deps.chat.isWaiting(chatId))) return;
    const result = await fanOut.send({
      topic: 'chat_waiting',
      payload: { t: 'chat', id: chatId },
      about: chatId,
      channels: ['email'],
    });
    if (result.failed > 0 && result.mailed === 0) throw new Error('no alert e-mail was accepted');
  });

  const settings = alertSettings(deps, now);
  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    ...settings,

    /** A test message to each of the colleague's devices (whatever they chose). */
    async sendTest(userId: string): Promise<AlertTestResult> {
      const subscriptions = await repository.subscriptionsOf([userId]);
      const outcomes = await track(fanOut.pushTo(subscriptions, { t: 'test' }, { ttlSeconds: 60 * 60 }));
      return {
        devices: subscriptions.length,
        delivered: outcomes.filter((outcome) => outcome === 'delivered').length,
        removed: outcomes.filter((outcome) => outcome === 'gone').length,
      };
    },

    /** A new lead was stored: everyone who chose it, in the background. */
    newLead(leadId: string): void {
      inBackground('new_lead', () =>
        fanOut.send({
          topic: 'new_lead',
          payload: { t: 'lead', id: leadId },
          about: leadId,
          channels: ['push', 'email'],
          ttlSeconds: DAY_SECONDS,
        }),
      );
    },

    /**
     * A visitor asks for a colleague: a push at once to each available colleague who chose it,
     * and the e-mail to everyone who chose it once the chat has waited `chatAlertAfterMs`
     * (a job in the database, so another instance sends it when this one is gone).
     */
    chatWaiting(chatId: string): void {
      inBackground('chat_waiting', async () => {
        await jobs.schedule({
          kind: CHAT_EMAIL_JOB,
          key: chatEmailKey(chatId),
          runAt: new Date(now().getTime() + deps.chatAlertAfterMs),
          payload: { chatId },
        });
        await fanOut.send({
          topic: 'chat_waiting',
          payload: { t: 'chat', id: chatId },
          about: chatId,
          channels: ['push'],
          urgency: 'high',
          ttlSeconds: Math.max(1, Math.ceil(deps.chatWaitMs / 1000)),
          onlyTo: async (recipients) => {
            const available = await Promise.all(recipients.map((recipient) => deps.chat.isAvailable(recipient.id)));
            return recipients.filter((_, index) => available[index]);
          },
        });
      });
    },

    /** A colleague took the chat: its e-mail is not sent (the job also checks, for a take on another instance). */
    chatTaken(chatId: string): void {
      inBackground('chat_taken', () => jobs.cancel(chatEmailKey(chatId)));
    },

    /**
     * A follow-up of a lead is due for the colleague it belongs to: on the channels they chose.
     * Throws when nothing reached them although something was tried (the job tries again).
     */
    async followUpDue(input: { leadId: string; staffUserId: string }): Promise<FanOutResult> {
      const result = await track(
        fanOut.send({
          topic: 'follow_up_due',
          payload: { t: 'follow_up', id: input.leadId },
          about: `${input.leadId}-${input.staffUserId}`,
          channels: ['push', 'email'],
          urgency: 'high',
          ttlSeconds: DAY_SECONDS,
          onlyTo: (recipients) => recipients.filter((recipient) => recipient.id === input.staffUserId),
        }),
      );
      if (result.failed > 0 && result.pushed + result.mailed === 0) throw new Error('no follow-up alert reached');
      return result;
    },

    /**
     * A session ended by signing out: the devices it registered take no more alerts; every
     * device of the colleague when all their sessions ended (everywhere, a new start, blocked).
     */
    async signedOut(ended: { userId: string; sessionHash?: string }): Promise<void> {
      const removed = await repository.removeOf(ended.userId, ended.sessionHash);
      if (removed > 0) logger.info({ event: 'alerts.devices_removed', staffId: ended.userId, removed }, 'signed out');
    },

    /** Resolves when the alerts under way have been sent (a stop, a test). */
    settled,

    /** At the stop: the alerts under way are sent, then the SMTP transport closes. */
    async stop(): Promise<void> {
      await settled();
      deps.mail?.close();
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
