import { Router, type Request } from 'express';
import { staffInbox } from '@agency/contract/inbox';
import type { InboxCursor, InboxFilter } from '../data/leadInboxRepository';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../../shared/data/schema';
import { inboxSearch, readCursor, type LeadInbox } from '../domain/inbox';
import { FOLLOW_UP_AT_PROBLEM } from '../domain/leadWork';
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
  subjectMissing: 'Schrijf een onderwerp.',
  subjectTooLong: `Een onderwerp mag hoogstens ${limits.replySubjectMaxChars} tekens hebben.`,
  subjectOneLine: 'Een onderwerp is één regel, zonder regeleinden.',
  subjectInvisible: invisibleCharactersProblem('Onderwerp'),
  bodyMissing: 'Schrijf eerst je antwoord.',
  bodyTooLong: `Een antwoord mag hoogstens ${limits.replyBodyMaxChars} tekens hebben.`,
  bodyInvisible: invisibleCharactersProblem('Antwoord'),
  colleague: 'Kies een collega uit de lijst.',
  followUpAt: FOLLOW_UP_AT_PROBLEM,
  followUpTextTooLong: `Een reden om op te volgen mag hoogstens ${limits.followUpTextMaxChars} tekens hebben.`,
  followUpTextInvisible: invisibleCharactersProblem('Reden'),
} as const;

/**
 * A text field of a staff form, trimmed: its Dutch problem when missing, too long (in code
 * points), holding control characters or, with `oneLine`, a line break (a subject never
 * carries one into a mail header). Undefined when empty and `optional`.
 */
export function readStaffText(
  given: unknown,
  rules: { max: number; missing?: string; tooLong: string; invisible: string; oneLine?: string },
): { text?: string; problem?: string } {
  const text = typeof given === 'string' ? given.trim() : '';
  if (text === '') return rules.missing ? { problem: rules.missing } : {};
  if ([...text].length > rules.max) return { problem: rules.tooLong };
  if (rules.oneLine && /[\r\n\u2028\u2029]/.test(text)) return { problem: rules.oneLine };
  if (CONTROL_CHARACTERS.test(text)) return { problem: rules.invisible };
  return { text };
}

/** Throws 400 with the fields' problems, if any; else the texts. */
function textsOrThrow<K extends string>(
  read: Record<K, { text?: string; problem?: string }>,
): Record<K, string | undefined> {
  const fields = Object.fromEntries(
    Object.entries<{ problem?: string }>(read).flatMap(([name, value]) =>
      value.problem ? [[name, value.problem]] : [],
    ),
  );
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return Object.fromEntries(
    Object.entries<{ text?: string }>(read).map(([name, value]) => [name, value.text]),
  ) as Record<K, string | undefined>;
}

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

  router.get('/colleagues', async (_req, res) => {
    res.json({ colleagues: await deps.inbox.colleagues() });
  });

  router.get('/follow-ups', async (_req, res) => {
    res.json({ followUps: await deps.inbox.followUps() });
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
    if (!(await deps.inbox.setStatus(id, status, req.staff!.user.id))) throw errors.notFound();
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

  router.post('/:id/replies', ...body, async (req, res) => {
    const id = leadIdOf(req);
    const { subject, body: text } = textsOrThrow({
      subject: readStaffText(bodyField(req.body, 'subject'), {
        max: limits.replySubjectMaxChars,
        missing: problems.subjectMissing,
        tooLong: problems.subjectTooLong,
        invisible: problems.subjectInvisible,
        oneLine: problems.subjectOneLine,
      }),
      body: readStaffText(bodyField(req.body, 'body'), {
        max: limits.replyBodyMaxChars,
        missing: problems.bodyMissing,
        tooLong: problems.bodyTooLong,
        invisible: problems.bodyInvisible,
      }),
    });
    const { user } = req.staff!;
    const reply = await deps.inbox.reply(
      id,
      { id: user.id, name: user.name, email: user.email },
      {
        subject: subject!,
        body: text!,
      },
    );
    if (!reply) throw errors.notFound();
    await deps.auth.audit('LEAD_REPLY_SENT', callerOf(req), { userId: user.id, leadId: id, detail: reply.id });
    res.status(201).json(reply);
  });

  router.put('/:id/assignee', ...body, async (req, res) => {
    const id = leadIdOf(req);
    const staffUserId = bodyField(req.body, 'staffUserId');
    if (staffUserId !== null && (typeof staffUserId !== 'string' || !LEAD_ID.test(staffUserId))) {
      throw errors.validation({ staffUserId: problems.colleague });
    }
    const assignee = await deps.inbox.assign(id, staffUserId, req.staff!.user.id);
    if (assignee === undefined) throw errors.notFound();
    await deps.auth.audit('LEAD_ASSIGNED', callerOf(req), {
      userId: req.staff!.user.id,
      leadId: id,
      detail: assignee?.id ?? 'nobody',
    });
    res.json({ assignee });
  });

  router.put('/:id/follow-up', ...body, async (req, res) => {
    const id = leadIdOf(req);
    const given = bodyField(req.body, 'at');
    let followUp: { at: Date; text: string | null } | null = null;
    if (given !== null) {
      const at = typeof given === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(given) ? new Date(given) : undefined;
      const { text } = textsOrThrow({
        at: at && !Number.isNaN(at.getTime()) ? {} : { problem: problems.followUpAt },
        text: readStaffText(bodyField(req.body, 'text'), {
          max: limits.followUpTextMaxChars,
          tooLong: problems.followUpTextTooLong,
          invisible: problems.followUpTextInvisible,
        }),
      });
      followUp = { at: at!, text: text ?? null };
    }
    const answer = await deps.inbox.setFollowUp(id, followUp, req.staff!.user.id);
    if (!answer) throw errors.notFound();
    await deps.auth.audit('LEAD_FOLLOW_UP_SET', callerOf(req), {
      userId: req.staff!.user.id,
      leadId: id,
      detail: answer.followUp?.at ?? 'cleared',
    });
    res.json(answer);
  });

  return router;
}
