import { Router, type Request } from 'express';
import { z } from 'zod';
import { alertChannels, alertLimits, alertTopics, type AlertChoices } from '@agency/contract/alerts';
import type { Caller, StaffAuth } from '../../staffAccess';
import { errors } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import type { Alerts } from '../domain/alerts';

export interface StaffAlertDeps {
  auth: Pick<StaffAuth, 'audit'>;
  alerts: Alerts;
}

const problems = {
  choices: 'Kies voor elk onderwerp en elk kanaal aan of uit.',
  subscription: 'Dit toestel gaf geen geldig abonnement op meldingen.',
  id: 'Dit toestel bestaat niet.',
} as const;

const channelChoice = z.object({ email: z.boolean(), push: z.boolean() }).strict();
const choicesBody = z
  .object({
    choices: z.object({ new_lead: channelChoice, chat_waiting: channelChoice, follow_up_due: channelChoice }).strict(),
  })
  .strict();
const key = z.string().min(1).max(alertLimits.maxKeyChars);
/** `PushSubscription.toJSON()`: the endpoint (checked by the domain's rules) and the keys. */
const subscriptionBody = z
  .object({
    endpoint: z.string().min(1).max(alertLimits.maxEndpointChars),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: key, auth: key }).strict(),
  })
  .strict();
const idBody = z.object({ id: z.string().regex(/^[\da-f-]{36}$/) }).strict();

function read<T>(schema: z.ZodType<T>, body: unknown, problem: string, field: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw errors.validation({ [field]: problem });
}

const callerOf = (req: Request): Caller => ({ ip: req.ip, userAgent: req.get('user-agent') });

/** What was turned on, for the audit trail: `new_lead:push chat_waiting:email` (no personal data). */
const chosenDetail = (choices: AlertChoices) =>
  alertTopics
    .flatMap((topic) =>
      alertChannels.filter((channel) => choices[topic][channel]).map((channel) => `${topic}:${channel}`),
    )
    .join(' ') || 'none';

/**
 * `/api/staff/alerts` ("Meldingen"): the colleague's own choices, devices and test alert.
 * Behind the staff router's full-session check and its same-origin rule for changes; every
 * change is audited under the colleague, with ids and labels only.
 */
export function staffAlertRoutes(deps: StaffAlertDeps): Router {
  const router = Router();
  const body = jsonBody('16kb');
  const { alerts, auth } = deps;
  const who = (req: Request) => ({ userId: req.staff!.user.id, sessionHash: req.staff!.session.id_hash });

  router.get('/', async (req, res) => {
    const { userId, sessionHash } = who(req);
    res.json(await alerts.settingsOf(userId, sessionHash));
  });

  router.put('/choices', ...body, async (req, res) => {
    const { choices } = read(choicesBody, req.body, problems.choices, 'choices');
    const { userId, sessionHash } = who(req);
    const settings = await alerts.saveChoices(userId, choices, sessionHash);
    await auth.audit('ALERT_CHOICES_CHANGED', callerOf(req), { userId, detail: chosenDetail(choices) });
    res.json(settings);
  });

  router.post('/devices', ...body, async (req, res) => {
    const input = read(subscriptionBody, req.body, problems.subscription, 'endpoint');
    const { userId, sessionHash } = who(req);
    const { device, added } = await alerts.addDevice(userId, sessionHash, input, req.get('user-agent'));
    await auth.audit('ALERT_DEVICE_ADDED', callerOf(req), { userId, detail: device.id });
    res.status(added ? 201 : 200).json({ device });
  });

  router.post('/devices/remove', ...body, async (req, res) => {
    const { id } = read(idBody, req.body, problems.id, 'id');
    const { userId, sessionHash } = who(req);
    if (!(await alerts.removeDevice(userId, id))) throw errors.notFound();
    await auth.audit('ALERT_DEVICE_REMOVED', callerOf(req), { userId, detail: id });
    res.json({ devices: (await alerts.settingsOf(userId, sessionHash)).devices });
  });

  router.post('/test', async (req, res) => {
    const { userId } = who(req);
    const result = await alerts.sendTest(userId);
    await auth.audit('ALERT_TEST_SENT', callerOf(req), {
      userId,
      detail: `${result.delivered}/${result.devices}`,
    });
    res.json(result);
  });

  return router;
}
