import { Router, type Request, type RequestHandler } from 'express';
import { staffInbox } from '@agency/contract/inbox';
import type { Caller, StaffAuth } from '../../staffAccess';
import { errors } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import { invisibleCharactersProblem } from '../../../shared/textRules';
import type { LeadInbox } from '../domain/inbox';
import { readStaffText } from './staffLeads';

const { limits } = staffInbox;

const problems = {
  titleMissing: 'Geef het standaardantwoord een titel.',
  titleTooLong: `Een titel mag hoogstens ${limits.savedReplyTitleMaxChars} tekens hebben.`,
  titleOneLine: 'Een titel is één regel.',
  titleInvisible: invisibleCharactersProblem('Titel'),
  bodyMissing: 'Schrijf de tekst van het standaardantwoord.',
  bodyTooLong: `Een standaardantwoord mag hoogstens ${limits.savedReplyBodyMaxChars} tekens hebben.`,
  bodyInvisible: invisibleCharactersProblem('Tekst'),
} as const;

const ID = /^[\w-]{1,64}$/;

const callerOf = (req: Request): Caller => ({ ip: req.ip, userAgent: req.get('user-agent') });

/** Changing the saved replies is for a beheerder; using them is for everyone. */
const adminOnly: RequestHandler = (req, _res, next) =>
  next(req.staff?.user.role === 'admin' ? undefined : errors.savedRepliesAdminOnly());

/** The saved reply's title and text from the body, checked; 400 with the fields that are wrong. */
function readSavedReply(body: unknown): { title: string; body: string } {
  const given = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const title = readStaffText(given.title, {
    max: limits.savedReplyTitleMaxChars,
    missing: problems.titleMissing,
    tooLong: problems.titleTooLong,
    invisible: problems.titleInvisible,
    oneLine: problems.titleOneLine,
  });
  const text = readStaffText(given.body, {
    max: limits.savedReplyBodyMaxChars,
    missing: problems.bodyMissing,
    tooLong: problems.bodyTooLong,
    invisible: problems.bodyInvisible,
  });
  const fields = {
    ...(title.problem ? { title: title.problem } : {}),
    ...(text.problem ? { body: text.problem } : {}),
  };
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return { title: title.text!, body: text.text! };
}

/**
 * `/api/staff/saved-replies`: the agency's texts to start a reply from (in a lead's reply and
 * the live chat), behind the full staff session. Everyone reads them; a beheerder adds,
 * changes and removes them, each audited with the saved reply's id (never its text).
 */
export function savedReplyRoutes(deps: { auth: StaffAuth; inbox: LeadInbox }): Router {
  const router = Router();
  const body = jsonBody(limits.savedReplyBodyMaxChars * 12 + 1024);
  const audit = (
    req: Request,
    event: 'SAVED_REPLY_ADDED' | 'SAVED_REPLY_CHANGED' | 'SAVED_REPLY_REMOVED',
    id: string,
  ) => deps.auth.audit(event, callerOf(req), { userId: req.staff!.user.id, detail: id });
  const idOf = (req: Request): string => {
    const id = req.params.id;
    if (typeof id !== 'string' || !ID.test(id)) throw errors.notFound();
    return id;
  };

  router.get('/', async (_req, res) => {
    res.json({ savedReplies: await deps.inbox.savedReplies() });
  });

  router.post('/', adminOnly, ...body, async (req, res) => {
    const saved = await deps.inbox.addSavedReply(readSavedReply(req.body));
    await audit(req, 'SAVED_REPLY_ADDED', saved.id);
    res.status(201).json(saved);
  });

  router.put('/:id', adminOnly, ...body, async (req, res) => {
    const id = idOf(req);
    const saved = await deps.inbox.changeSavedReply(id, readSavedReply(req.body));
    if (!saved) throw errors.notFound();
    await audit(req, 'SAVED_REPLY_CHANGED', id);
    res.json(saved);
  });

  router.delete('/:id', adminOnly, async (req, res) => {
    const id = idOf(req);
    if (!(await deps.inbox.removeSavedReply(id))) throw errors.notFound();
    await audit(req, 'SAVED_REPLY_REMOVED', id);
    res.status(204).end();
  });

  return router;
}
