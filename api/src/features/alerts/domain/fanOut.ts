import {
  alertPaths,
  defaultAlertChoices,
  type AlertChannel,
  type AlertPushPayload,
  type AlertTopic,
} from '@agency/contract/alerts';
import type { Logger } from '../../../shared/logger';
import type { AlertRecipient, AlertRepository, PushSubscriptionRow } from '../data/alertRepository';
import type { AlertMailer } from './alertMail';
import type { PushOutcome, PushSender } from './pushSender';

/** What one alert reached: push messages the push services took, mails the SMTP server took, and what failed. */
export interface FanOutResult {
  pushed: number;
  mailed: number;
  /** Subscriptions the push service said are gone (removed). */
  removed: number;
  failed: number;
}

export interface FanOutDeps {
  repository: AlertRepository;
  push: PushSender;
  /** Undefined without SMTP: no alert goes by e-mail. */
  mail: AlertMailer | undefined;
  /** A page of the staff area as a full address (the e-mail's link). */
  staffLink: (path: string) => string;
  logger: Logger;
  now: () => Date;
}

/** One alert: what about, to whom at most, by which channels, with what push payload. */
export interface Alert {
  topic: AlertTopic;
  payload: AlertPushPayload;
  /** The id the Message-ID is made of (a lead's, a chat's). */
  about: string;
  /** Only these colleagues (of those who chose the topic); all of them when undefined. */
  onlyTo?: (recipients: AlertRecipient[]) => Promise<AlertRecipient[]> | AlertRecipient[];
  channels: readonly AlertChannel[];
  urgency?: 'normal' | 'high';
  ttlSeconds?: number;
}

/** Messages sent at once: the push services and the SMTP server each get a bounded number of requests. */
const AT_ONCE = 16;

/** Runs `work` over `items`, at most `limit` at a time; resolves when all ended. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** The link an alert's e-mail carries, by its payload. */
function pathOf(payload: AlertPushPayload): string {
  if (payload.t === 'chat') return alertPaths.chat(payload.id);
  if (payload.t === 'test') return alertPaths.alerts;
  return alertPaths.lead(payload.id);
}

/**
 * Sends an alert to each colleague who chose its topic, on each channel they chose: push to
 * every device of theirs (a device the push service says is gone is removed), e-mail to their
 * account's address. Everything goes at once (bounded), so twenty colleagues take about as long
 * as one. Logs counts and ids only.
 */
export function createFanOut(deps: FanOutDeps) {
  const { repository, logger } = deps;

  /** The active colleagues whose choice (or the default) for this topic on this channel is on. */
  async function chosen(topic: AlertTopic, channel: AlertChannel): Promise<AlertRecipient[]> {
    const rows = await repository.activeWithChoice(topic, channel);
    return rows
      .filter((row) => row.enabled ?? defaultAlertChoices[topic][channel])
      .map(({ id, name, email }) => ({ id, name, email }));
  }

  /** Sends one push message to each subscription; the outcomes, the gone ones removed. */
  async function pushTo(
    subscriptions: readonly PushSubscriptionRow[],
    payload: AlertPushPayload,
    options: { urgency?: 'normal' | 'high'; ttlSeconds?: number },
  ): Promise<PushOutcome[]> {
    const outcomes: PushOutcome[] = [];
    const delivered: string[] = [];
    await eachLimited(subscriptions, AT_ONCE, async (subscription) => {
      const outcome = await deps.push(subscription, payload, options).catch((): PushOutcome => 'failed');
      outcomes.push(outcome);
      if (outcome === 'delivered') delivered.push(subscription.id);
      if (outcome === 'gone') await repository.removeEndpoint(subscription.endpoint);
    });
    await repository.markSent(delivered, deps.now());
    return outcomes;
  }

  async function mailTo(
    recipients: readonly AlertRecipient[],
    alert: Alert,
  ): Promise<{ mailed: number; failed: number }> {
    const mailer = deps.mail;
    if (!mailer) return { mailed: 0, failed: 0 };
    let mailed = 0;
    let failed = 0;
    const link = deps.staffLink(pathOf(alert.payload));
    await eachLimited(recipients, AT_ONCE, async (to) => {
      try {
        await mailer.send({
          to,
          topic: alert.topic,
          link,
          messageId: `<alert-${alert.topic}-${alert.about}-${to.id}@studiolegende.nl>`,
        });
        mailed += 1;
      } catch (error) {
        failed += 1;
        logger.warn(
          { event: 'alerts.mail_failed', topic: alert.topic, staffId: to.id, err: (error as Error).message },
          'an alert e-mail was not accepted',
        );
      }
    });
    return { mailed, failed };
  }

  async function send(alert: Alert): Promise<FanOutResult> {
    const result: FanOutResult = { pushed: 0, mailed: 0, removed: 0, failed: 0 };
    const only = async (channel: AlertChannel) => {
      const recipients = await chosen(alert.topic, channel);
      return alert.onlyTo ? alert.onlyTo(recipients) : recipients;
    };
    await Promise.all([
      (async () => {
        if (!alert.channels.includes('push')) return;
        const recipients = await only('push');
        const subscriptions = await repository.subscriptionsOf(recipients.map((recipient) => recipient.id));
        const outcomes = await pushTo(subscriptions, alert.payload, alert);
        result.pushed = outcomes.filter((outcome) => outcome === 'delivered').length;
        result.removed = outcomes.filter((outcome) => outcome === 'gone').length;
        result.failed += outcomes.filter((outcome) => outcome === 'failed').length;
      })(),
      (async () => {
        if (!alert.channels.includes('email')) return;
        const { mailed, failed } = await mailTo(await only('email'), alert);
        result.mailed = mailed;
        result.failed += failed;
      })(),
    ]);
    logger.info({ event: 'alerts.sent', topic: alert.topic, about: alert.about, ...result }, 'alert sent');
    return result;
  }

  return { send, pushTo, chosen };
}

export type FanOut = ReturnType<typeof createFanOut>;
