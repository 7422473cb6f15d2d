// `npm run staff -- <command> …`: the agency's staff accounts. There is no sign-up page: an
// account is added here, and its owner finishes it at the one-time link this prints.
import { buildStaffAuth } from '../compose';
import { loadConfig, type Config } from '../shared/config';
import { openDatabase, type Database } from '../shared/data/database';
import { ENROLMENT_PATH, type StaffUser, staffPolicy, type StaffAuth } from '../features/staffAccess';
import { createLogger } from '../shared/logger';
import { chooseCommand, defineCommand, runAsEntryPoint, type LeadsCommand } from './leads/command';
import { tableLines, utcMinute } from './leads/format';
import { LIMIT_PROBLEM, limitOption, readLimit } from './leads/options';

/** How long an enrolment link works, in hours. */
const LINK_HOURS = staffPolicy.enrolmentLinkMs / 3_600_000;

export const STAFF_USAGE = `Gebruik:
  npm run staff -- add --email ADRES --name NAAM
      maakt een account en toont een eenmalige link (${LINK_HOURS} uur geldig) waarmee die collega een
      wachtwoord en een tweede factor kiest
      (het eerste account van de installatie wordt beheerder)
  npm run staff -- list
      alle accounts: e-mailadres, naam, status, rol, aangemaakt
  npm run staff -- role --email ADRES --role beheerder|collega
      een beheerder nodigt collega's uit, herstelt hun tweede stap en blokkeert accounts in het
      beheer; er blijft altijd minstens één beheerder
  npm run staff -- disable --email ADRES
      blokkeert het account en beëindigt meteen al zijn sessies (niet de laatste beheerder)
  npm run staff -- reset --email ADRES
      een kwijtgeraakte telefoon of een vergeten wachtwoord: wachtwoord, tweede factoren,
      herstelcodes en sessies vervallen meteen, en een nieuwe eenmalige link begint opnieuw
  npm run staff -- audit [--email ADRES] [--limit N]
      het auditlogboek, nieuwste eerst (standaard 50 regels): wie, wat, wanneer, welke lead
De link begint met SITE_URL (anders http://localhost:PORT).
Gebruikt dezelfde instellingen als de server (DATA_DIR of DATABASE_URL).
Afsluitcode: 0 gelukt, 1 fout, 2 verkeerd gebruik of onbekend account.`;

export const STAFF_EXIT = { ok: 0, error: 1, usage: 2 } as const;

const ROLE_NAMES: Record<StaffUser['role'], string> = { admin: 'beheerder', member: 'collega' };
const ROLE_PROBLEM = 'Geef bij --role beheerder of collega op.';
const LAST_ADMIN = (email: string) =>
  `${email} is de laatste beheerder. Maak eerst een andere collega beheerder: npm run staff -- role --email ADRES --role beheerder\n`;

const STATUS_LABELS: Record<StaffUser['status'], string> = {
  enrolling: 'nog niet ingesteld',
  active: 'actief',
  disabled: 'geblokkeerd',
};

interface StaffCommandContext {
  out: NodeJS.WritableStream;
  config: Config;
  auth: StaffAuth;
}

type StaffCommand = LeadsCommand & {
  act(values: Record<string, string | boolean | undefined>, context: StaffCommandContext): Promise<number>;
};

const emailOption = { email: { type: 'string' } } as const;
const EMAIL_PROBLEM = 'Geef bij --email een e-mailadres op.';
const NAME_PROBLEM = 'Geef bij --name de naam van de collega op.';
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const linkOf = (config: Config, token: string) =>
  `${config.siteUrl ?? `http://localhost:${config.port}`}${ENROLMENT_PATH}#${token}`;

const usageError = (out: NodeJS.WritableStream, problem: string) => {
  out.write(`${problem}\n\n${STAFF_USAGE}\n`);
  return STAFF_EXIT.usage;
};

/** The account of --email, or a usage error said. */
async function accountOf(email: unknown, { out, auth }: StaffCommandContext): Promise<StaffUser | number> {
  if (typeof email !== 'string' || !email.trim()) return usageError(out, EMAIL_PROBLEM);
  const user = await auth.userByEmail(email);
  if (!user) {
    out.write(`Geen account met het e-mailadres ${email.trim().toLowerCase()}.\n`);
    return STAFF_EXIT.usage;
  }
  return user;
}

const staffCommand = <O extends LeadsCommand['options']>(
  options: O,
  act: StaffCommand['act'],
  missingValue?: Record<string, string>,
): StaffCommand => ({
  ...defineCommand({
    options,
    ...(missingValue ? { missingValue } : {}),
    run: () => Promise.resolve(STAFF_EXIT.error),
  }),
  act,
});

const COMMANDS: Record<string, StaffCommand> = {
  add: staffCommand(
    { ...emailOption, name: { type: 'string' } },
    async (values, context) => {
      const { out, auth, config } = context;
      const email = typeof values.email === 'string' ? values.email.trim() : '';
      const name = typeof values.name === 'string' ? values.name.trim() : '';
      if (!SIMPLE_EMAIL.test(email)) return usageError(out, EMAIL_PROBLEM);
      if (!name) return usageError(out, NAME_PROBLEM);
      const added = await auth.addUser({ email, name });
      if (!added) {
        out.write(`Er is al een account met het e-mailadres ${email.toLowerCase()}.\n`);
        return STAFF_EXIT.usage;
      }
      out.write(
        `Account gemaakt voor ${added.user.name} <${added.user.email}>.\n` +
          `Stuur deze link naar die collega (eenmalig, geldig tot ${utcMinute(added.expiresAt.toISOString())} UTC):\n` +
          `${linkOf(config, added.token)}\n`,
      );
      return STAFF_EXIT.ok;
    },
    { email: EMAIL_PROBLEM, name: NAME_PROBLEM },
  ),

  list: staffCommand({}, async (_values, { out, auth }) => {
    const users = await auth.users();
    if (users.length === 0) {
      out.write('Nog geen accounts. Maak het eerste met: npm run staff -- add --email ADRES --name NAAM\n');
      return STAFF_EXIT.ok;
    }
    const rows = users.map((user) => [
      user.email,
      user.name,
      STATUS_LABELS[user.status],
      ROLE_NAMES[user.role],
      utcMinute(user.created_at),
    ]);
    out.write(`${tableLines(['e-mailadres', 'naam', 'status', 'rol', 'aangemaakt (UTC)'], rows).join('\n')}\n`);
    return STAFF_EXIT.ok;
  }),

  disable: staffCommand(
    emailOption,
    async (values, context) => {
      const user = await accountOf(values.email, context);
      if (typeof user === 'number') return user;
      if ((await context.auth.disable(user.id)) === 'last_admin') {
        context.out.write(LAST_ADMIN(user.email));
        return STAFF_EXIT.usage;
      }
      context.out.write(`Account ${user.email} geblokkeerd; al zijn sessies zijn beëindigd.\n`);
      return STAFF_EXIT.ok;
    },
    { email: EMAIL_PROBLEM },
  ),

  role: staffCommand(
    { ...emailOption, role: { type: 'string' } },
    async (values, context) => {
      const user = await accountOf(values.email, context);
      if (typeof user === 'number') return user;
      const role = values.role === 'beheerder' ? 'admin' : values.role === 'collega' ? 'member' : undefined;
      if (!role) return usageError(context.out, ROLE_PROBLEM);
      if ((await context.auth.setRole(user.id, role)) === 'last_admin') {
        context.out.write(LAST_ADMIN(user.email));
        return STAFF_EXIT.usage;
      }
      context.out.write(`${user.name} <${user.email}> is nu ${ROLE_NAMES[role]}.\n`);
      return STAFF_EXIT.ok;
    },
    { email: EMAIL_PROBLEM, role: ROLE_PROBLEM },
  ),

  reset: staffCommand(
    emailOption,
    async (values, context) => {
      const user = await accountOf(values.email, context);
      if (typeof user === 'number') return user;
      const link = await context.auth.reset(user.id);
      context.out.write(
        `Wachtwoord, tweede factoren, herstelcodes en sessies van ${user.email} zijn vervallen.\n` +
          `Nieuwe eenmalige link (geldig tot ${utcMinute(link.expiresAt.toISOString())} UTC):\n` +
          `${linkOf(context.config, link.token)}\n`,
      );
      return STAFF_EXIT.ok;
    },
    { email: EMAIL_PROBLEM },
  ),

  audit: staffCommand(
    { ...emailOption, ...limitOption },
    async (values, context) => {
      const { out, auth } = context;
      const limit = readLimit(typeof values.limit === 'string' ? values.limit : undefined);
      if (limit === undefined) return usageError(out, LIMIT_PROBLEM);
      let userId: string | undefined;
      if (values.email !== undefined) {
        const user = await accountOf(values.email, context);
        if (typeof user === 'number') return user;
        userId = user.id;
      }
      const users = new Map((await auth.users()).map((user) => [user.id, user.email]));
      const entries = await auth.auditTrail({ ...(userId ? { userId } : {}), limit });
      if (entries.length === 0) {
        out.write('Het auditlogboek is leeg.\n');
        return STAFF_EXIT.ok;
      }
      const rows = entries.map((entry) => [
        utcMinute(entry.at),
        entry.user_id ? (users.get(entry.user_id) ?? entry.user_id) : '-',
        entry.event,
        entry.lead_id ?? '-',
        entry.detail ?? '-',
      ]);
      out.write(`${tableLines(['tijd (UTC)', 'wie', 'wat', 'lead', 'detail'], rows).join('\n')}\n`);
      return STAFF_EXIT.ok;
    },
    { email: EMAIL_PROBLEM, limit: LIMIT_PROBLEM },
  ),
};

export interface StaffCliOptions {
  /** An open database to use (and leave open) instead of the one the environment names. */
  database?: Database;
  /** The settings to use instead of the environment's. */
  config?: Config;
}

export async function runStaffCli(
  args: string[],
  out: NodeJS.WritableStream = process.stdout,
  options: StaffCliOptions = {},
): Promise<number> {
  const chosen = chooseCommand(args, COMMANDS, { out, usage: STAFF_USAGE, usageError });
  if ('exitCode' in chosen) return chosen.exitCode;
  const { command, parsed } = chosen;

  const config = options.config ?? loadConfig();
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const auth = await buildStaffAuth(database, config, createLogger('silent'));
    return await command.act(parsed.values, { out, config, auth });
  } finally {
    if (!options.database) await database.close();
  }
}

runAsEntryPoint(import.meta.url, runStaffCli, STAFF_EXIT);
