import { Router, type Request, type RequestHandler } from 'express';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../../shared/data/schema';
import { type PersonMatch, personMatch, PersonMatchError } from '../../privacy';
import type { Caller, StaffAuth } from '../../staffAccess';
import type { StaffTools } from '../domain/staffTools';
import { errors, HttpError } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import { staffTools } from '@agency/contract/staffTools';
import { staffLeadsExportTexts } from '@agency/content';

export interface StaffToolDeps {
  auth: StaffAuth;
  tools: StaffTools;
  /**
   * What export and erase need before them: a session that re-authenticated a short while ago
   * (else 403 `staff_reauth_required`).
   */
  recentAuth: RequestHandler;
}

const { limits } = staffTools;

/** What a field gets wrong, in Dutch, as the staff pages show it next to the field. */
const problems = {
  status: 'Kies een bestaande status: nieuw, in behandeling, gewonnen of verloren.',
  source: 'Kies een bestaande bron: terugbelverzoek, contactformulier of chat.',
  before: 'Deze vervolgpagina bestaat niet. Begin opnieuw bovenaan de lijst.',
  limit: `Vraag 1 tot ${limits.maxFeedbackPageSize} antwoorden per pagina.`,
  person: 'Vul een e-mailadres of een telefoonnummer in.',
  tooLong: `Gebruik hoogstens ${limits.personMaxChars} tekens.`,
  confirm: 'Bevestig eerst dat je deze gegevens wilt wissen.',
} as const;

/** A notification's id as the api makes them (UUIDs; at most 64 characters): anything else is none. */
const JOB_ID = /^[\w-]{1,64}$/;

const callerOf = (req: Request): Caller => ({ ip: req.ip, userAgent: req.get('user-agent') });

const isStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);
const isSource = (value: unknown): value is LeadSource => LEAD_SOURCES.includes(value as LeadSource);

/** A query parameter given once; an empty one counts as not given; a repeated one is wrong. */
function one(req: Request, name: string, fields: Record<string, string>, problem: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  fields[name] = problem;
  return undefined;
}

const bodyField = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The person a find or erase is about, read as `leads find` reads `--email` and `--phone`. */
function readPerson(body: unknown): PersonMatch {
  const given: { email?: string; phone?: string } = {};
  const fields: Record<string, string> = {};
  for (const name of ['email', 'phone'] as const) {
    const value = bodyField(body, name);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    if (typeof value !== 'string') fields[name] = problems.person;
    else if (value.length > limits.personMaxChars) fields[name] = problems.tooLong;
    else given[name] = value;
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  if (given.email === undefined && given.phone === undefined) throw errors.validation({ person: problems.person });
  try {
    return personMatch(given);
  } catch (error) {
    if (!(error instanceof PersonMatchError)) throw error;
    throw errors.validation({ [given.phone !== undefined ? 'phone' : 'email']: error.message });
  }
}

const notificationDelivered = () =>
  new HttpError(409, 'notification_delivered', 'Deze melding is al afgeleverd: er valt niets opnieuw te versturen.');
const notificationBusy = () =>
  new HttpError(409, 'notification_busy', 'Deze melding wordt op dit moment verstuurd. Kijk zo opnieuw.');

/**
 * `/api/staff/tools`: the "Niet nuttig" answers, undelivered notifications, a person's data
 * found and erased, the CSV export and the chart's numbers. Mounted behind the staff router's
 * full-session check. The audit trail keeps ids and counts only: never an address, a number,
 * a name or a search.
 */
export function staffToolRoutes(deps: StaffToolDeps): Router {
  const router = Router();
  const body = jsonBody('4kb');

  router.get('/feedback', async (req, res) => {
    const fields: Record<string, string> = {};
    const before = one(req, 'before', fields, problems.before);
    const limitText = one(req, 'limit', fields, problems.limit);
    const limit = limitText === undefined ? limits.feedbackPageSize : Number(limitText);
    if (!/^\d+$/.test(limitText ?? '1') || limit < 1 || limit > limits.maxFeedbackPageSize)
      fields.limit = problems.limit;
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    const page = await deps.tools.notUseful(before, limit);
    if (!page) throw errors.validation({ before: problems.before });
    res.json(page);
  });

  router.get('/outbox', async (_req, res) => {
    res.json(await deps.tools.undelivered());
  });

  router.post('/outbox/:id/retry', async (req, res) => {
    const id = req.params.id;
    if (typeof id !== 'string' || !JOB_ID.test(id)) throw errors.notFound();
    const retried = await deps.tools.retry(id);
    if (retried.outcome === 'missing') throw errors.notFound();
    if (retried.outcome === 'delivered') throw notificationDelivered();
    if (retried.outcome === 'busy') throw notificationBusy();
    await deps.auth.audit('NOTIFICATION_RETRIED', callerOf(req), {
      userId: req.staff!.user.id,
      leadId: retried.leadId,
      detail: id,
    });
    res.json({ id });
  });

  router.post('/person', ...body, async (req, res) => {
    const match = readPerson(req.body);
    const found = await deps.tools.find(match);
    await deps.auth.audit('PERSON_LOOKED_UP', callerOf(req), {
      userId: req.staff!.user.id,
      detail: `leads:${found.leads.length}`,
    });
    res.json(found);
  });

  router.post('/person/erase', deps.recentAuth, ...body, async (req, res) => {
    if (bodyField(req.body, 'confirm') !== true) throw errors.validation({ confirm: problems.confirm });
    const match = readPerson(req.body);
    const erased = await deps.tools.erase(match);
    const userId = req.staff!.user.id;
    const detail = `leads:${erased.leadIds.length},feedback:${erased.feedbackIds.length}`;
    // One row per erased lead, so each lead's erasure stays on record by its id; one without when none.
    if (erased.leadIds.length === 0) await deps.auth.audit('PERSON_ERASED', callerOf(req), { userId, detail });
    for (const leadId of erased.leadIds) {
      await deps.auth.audit('PERSON_ERASED', callerOf(req), { userId, leadId, detail });
    }
    res.json(erased);
  });

  router.get('/export.csv', deps.recentAuth, async (req, res) => {
    const fields: Record<string, string> = {};
    const status = one(req, 'status', fields, problems.status);
    const source = one(req, 'source', fields, problems.source);
    if (status !== undefined && !isStatus(status)) fields.status = problems.status;
    if (source !== undefined && !isSource(source)) fields.source = problems.source;
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    const filter = { ...(isStatus(status) ? { status } : {}), ...(isSource(source) ? { source } : {}) };
    const { csv, rows } = await deps.tools.exportCsv(filter);
    await deps.auth.audit('LEADS_EXPORTED', callerOf(req), {
      userId: req.staff!.user.id,
      detail: [
        `rows:${rows}`,
        ...(filter.status ? [`status:${filter.status}`] : []),
        ...(filter.source ? [`source:${filter.source}`] : []),
      ].join(','),
    });
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${staffLeadsExportTexts.fileName}"`);
    // For Dutch Excel: `;`, and a byte order mark first (the writer's), so it reads UTF-8 as UTF-8 (é, ë).
    res.send(csv);
  });

  router.get('/leads-per-week', async (_req, res) => {
    res.json(await deps.tools.leadsPerWeek());
  });

  return router;
}
