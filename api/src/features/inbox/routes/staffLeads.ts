import { Router, type Request } from 'express';
import { staffInbox } from '@agency/contract/inbox';
import type { InboxCursor, InboxFilter } from '../data/leadInboxRepository';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../../shared/data/schema';
import { inboxSearch, readCursor, type LeadInbox } from '../domain/inbox';
import type { Caller, StaffAuth } from '../../staffAccess';
import { errors } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import { CONTROL_CHARACTERS, invisibleCharactersProblem } from '../../../shared/textRules';

export interface StaffLeadDeps {
  auth: StaffAuth;
  inbox: LeadInbox;
}

const { limits } = staffInbox;

/**
 * The bodies here: a note of the most characters, each written as a JSON escape, fits (the
 * staff routes' own limit is for short fields).
 */
const BODY_BYTES = limits.noteMaxChars * 12 + 1024;

/** What a field gets wrong, in Dutch, as the staff pages show it next to the field. */
const problems = {
  status: 'Kies een bestaande status: nieuw, in behandeling, gewonnen of verloren.',
  source: 'Kies een bestaande bron: terugbelverzoek, contactformulier of chat.',
  q: `Zoek op hoogstens ${limits.searchMaxChars} tekens.`,
  person: 'Deze aanvraag bestaat niet. Kies een aanvraag in de lijst.',
  before: 'Deze vervolgpagina bestaat niet. Begin opnieuw bovenaan de lijst.',
  limit: `Vraag 1 tot ${limits.maxPageSize} aanvragen per pagina.`,
  textMissing: 'Schrijf eerst een notitie.',
  textTooLong: `Een notitie mag hoogstens ${limits.noteMaxChars} tekens hebben.`,
  textInvisible: invisibleCharactersProblem('Notitie'),
} as const;

/** A lead id as the api makes them (UUIDs; at most 64 characters): anything else is no lead. */
const LEAD_ID = /^[\w-]{1,64}$/;

const callerOf = (req: Request): Caller => ({ ip: req.ip, userAgent: req.get('user-agent') });

const isStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);
const isSource = (value: unknown): value is LeadSource => LEAD_SOURCES.includes(value as LeadSource);

/** The inbox's query: filters, search, cursor and page size; 400 with the fields that are wrong. */
function readQuery(query: Request['query']): { filter: InboxFilter; cursor?: InboxCursor; limit: number } {
  const fields: Record<string, string> = {};
  /** A parameter given once (an empty one counts as not given). */
  const one = (name: keyof typeof problems): string | undefined => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string') return value;
    fields[name] = problems[name];
    return undefined;
  };
  const status = one('status');
  const source = one('source');
  const q = one('q');
  const person = one('person');
  const before = one('before');
  const limitText = one('limit');
  if (status !== undefined && !isStatus(status)) fields.status = problems.status;
  if (source !== undefined && !isSource(source)) fields.source = problems.source;
  if (q !== undefined && q.length > limits.searchMaxChars) fields.q = problems.q;
  if (person !== undefined && !LEAD_ID.test(person)) fields.person = problems.person;
  const cursor = before === undefined ? undefined : readCursor(before);
  if (before !== undefined && !cursor) fields.before = problems.before;
  const limit = limitText === undefined ? limits.pageSize : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '1') || limit < 1 || limit > limits.maxPageSize) fields.limit = problems.limit;
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  const search = q === undefined ? undefined : inboxSearch(q);
  return {
    filter: {
      ...(isStatus(status) ? { status } : {}),
      ...(isSource(source) ? { source } : {}),
      ...(search ? { search } : {}),
      ...(person !== undefined ? { person } : {}),
    },
    ...(cursor ? { cursor } : {}),
    limit,
  };
}

/** The `:id` of the route when it can be a lead's; otherwise 404. */
function leadIdOf(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !LEAD_ID.test(id)) throw errors.notFound();
  return id;
}

const bodyField = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/**
 * `/api/staff/leads`: the inbox. Mounted behind the staff router's full-session check, so every
 * route here needs a full session. Logs nothing of a lead, a note or a search: the request log
 * leaves the staff area's query strings out, and the audit trail keeps only ids and statuses.
 */
export function staffLeadRoutes(deps: StaffLeadDeps): Router {
  const router = Router();
  const body = jsonBody(BODY_BYTES);

  router.get('/', async (req, res) => {
    const { filter, cursor, limit } = readQuery(req.query);
    res.json(await deps.inbox.page(filter, cursor, limit));
  });

  router.get('/:id', async (req, res) => {
    const lead = await deps.inbox.lead(leadIdOf(req));
    if (!lead) throw errors.notFound();
    await deps.auth.audit('LEAD_VIEWED', callerOf(req), { userId: req.staff!.user.id, leadId: lead.lead.id });
    res.json(lead);
  });

  router.post('/:id/status', ...body, async (req, res) => {
    const id = leadIdOf(req);
    const status = bodyField(req.body, 'status');
    if (!isStatus(status)) throw errors.validation({ status: problems.status });
    if (!(await deps.inbox.setStatus(id, status))) throw errors.notFound();
    await deps.auth.audit('LEAD_STATUS_CHANGED', callerOf(req), {
      userId: req.staff!.user.id,
      leadId: id,
      detail: status,
    });
    res.json({ status });
  });

  router.post('/:id/notes', ...body, async (req, res) => {
    const id = leadIdOf(req);
    const given = bodyField(req.body, 'text');
    const text = typeof given === 'string' ? given.trim() : '';
    // Characters as a reader counts them (code points), not UTF-16 units.
    const chars = [...text].length;
    if (chars < limits.noteMinChars) throw errors.validation({ text: problems.textMissing });
    if (chars > limits.noteMaxChars) throw errors.validation({ text: problems.textTooLong });
    if (CONTROL_CHARACTERS.test(text)) throw errors.validation({ text: problems.textInvisible });
    const { user } = req.staff!;
    const note = await deps.inbox.addNote(id, { id: user.id, name: user.name }, text);
    if (!note) throw errors.notFound();
    await deps.auth.audit('LEAD_NOTE_ADDED', callerOf(req), { userId: user.id, leadId: id });
    res.status(201).json(note);
  });

  return router;
}
