import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { StaffTeamMember } from '@agency/contract/staffAccess';
import { errors } from '../../../shared/errors';
import { CONTROL_CHARACTERS, INVISIBLE_IN_NAMES, invisibleCharactersProblem } from '../../../shared/textRules';
import type { StaffUser } from '../data/staffRepository';
import type { AccountActor } from '../domain/auth/accounts';
import type { InviteMailer } from '../domain/inviteMail';
import { requireRecentAuth, type StaffRouterContext } from './staffReauth';

/** Where an enrolment link leads: the token in the fragment, which a browser never sends or logs. */
export const ENROLMENT_PATH = '/beheer/welkom';

export interface StaffTeamOptions {
  /** The site's address for the link (`SITE_URL`); else the address the beheerder uses. */
  siteUrl: string | undefined;
  mailInvite: InviteMailer | undefined;
}

const problems = {
  name: 'Vul de naam van de collega in (hoogstens 100 tekens).',
  email: 'Vul een geldig e-mailadres in.',
  role: 'Kies beheerder of collega.',
} as const;

const ID = /^[\w-]{1,64}$/;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const role = z.enum(['admin', 'member'], { error: problems.role });
const inviteBody = z
  .object({
    name: z
      .string({ error: problems.name })
      .trim()
      .min(1, problems.name)
      .max(100, problems.name)
      .refine((name) => !CONTROL_CHARACTERS.test(name) && !INVISIBLE_IN_NAMES.test(name), {
        error: invisibleCharactersProblem('De naam'),
      }),
    email: z
      .string({ error: problems.email })
      .trim()
      .max(320, problems.email)
      .refine((email) => SIMPLE_EMAIL.test(email) && !CONTROL_CHARACTERS.test(email), { error: problems.email }),
    role: role.default('member'),
  })
  .strict();
const roleBody = z.object({ role }).strict();

const memberOf = (user: StaffUser): StaffTeamMember => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  createdAt: user.created_at,
});

/** Only a beheerder manages colleagues; anyone else is refused before anything is read. */
const adminOnly: RequestHandler = (req, _res, next) =>
  next(req.staff?.user.role === 'admin' ? undefined : errors.staffAdminOnly());

/**
 * `/api/staff/team` ("Collega's", a beheerder only): the accounts, and, each after asking the
 * password or a code again and audited under the beheerder's name, inviting a colleague (the
 * one-time link shown to copy, and e-mailed when SMTP is set), a new start for a colleague who
 * lost their phone or password (a new link), blocking an account and changing a role. The last
 * beheerder can be neither blocked nor made a colleague.
 */
export function staffTeamRoutes(kit: StaffRouterContext, deps: StaffTeamOptions): Router {
  const { auth, body, read } = kit;
  // Every change first needs a re-authentication of this session within 5 minutes.
  const recentAuth = requireRecentAuth(auth);
  const router = Router();
  router.use(adminOnly);
  const actor = (req: Request): AccountActor => ({ userId: req.staff!.user.id, caller: kit.caller(req) });
  const linkOf = (req: Request, token: string) =>
    `${deps.siteUrl ?? `${req.protocol}://${req.host}`}${ENROLMENT_PATH}#${token}`;
  const colleagueOf = async (req: Request): Promise<StaffUser> => {
    const id = req.params.id;
    const user = typeof id === 'string' && ID.test(id) ? await auth.userById(id) : undefined;
    if (!user) throw errors.notFound();
    return user;
  };
  /** The link, e-mailed when SMTP is set; a refused mail does not undo the invitation (the link is shown). */
  const sendLink = async (user: StaffUser, link: string, expiresAt: Date): Promise<boolean> => {
    if (!deps.mailInvite) return false;
    try {
      await deps.mailInvite({ to: user.email, name: user.name, link, expiresAt });
      return true;
    } catch {
      return false;
    }
  };

  router.get('/', async (_req, res) => {
    res.json({ colleagues: (await auth.users()).map(memberOf) });
  });

  router.post('/', ...body, recentAuth, async (req, res) => {
    const input = read(inviteBody, req.body);
    const added = await auth.addUser(input, actor(req));
    if (!added) throw errors.staffEmailTaken();
    const link = linkOf(req, added.token);
    const emailed = await sendLink(added.user, link, added.expiresAt);
    res.status(201).json({ colleague: memberOf(added.user), link, expiresAt: added.expiresAt.toISOString(), emailed });
  });

  router.post('/:id/reset', recentAuth, async (req, res) => {
    const user = await colleagueOf(req);
    if (user.status === 'disabled') throw errors.notFound();
    const { token, expiresAt } = await auth.reset(user.id, actor(req));
    const link = linkOf(req, token);
    const emailed = await sendLink(user, link, expiresAt);
    res.json({
      colleague: memberOf((await auth.userById(user.id))!),
      link,
      expiresAt: expiresAt.toISOString(),
      emailed,
    });
  });

  router.post('/:id/disable', recentAuth, async (req, res) => {
    const user = await colleagueOf(req);
    const outcome = await auth.disable(user.id, actor(req));
    if (outcome === 'last_admin') throw errors.staffLastAdmin();
    res.json({ colleague: memberOf((await auth.userById(user.id))!) });
  });

  router.put('/:id/role', ...body, recentAuth, async (req, res) => {
    const user = await colleagueOf(req);
    const { role: chosen } = read(roleBody, req.body);
    const outcome = await auth.setRole(user.id, chosen, actor(req));
    if (outcome === 'last_admin') throw errors.staffLastAdmin();
    res.json({ colleague: memberOf((await auth.userById(user.id))!) });
  });

  return router;
}
