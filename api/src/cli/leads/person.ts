import { type Erasure, type PersonMatch, personMatch, PersonMatchError } from '../../features/privacy';
import type { Database } from '../../shared/data/database';
import type { CommandContext } from './command';
import { usageError } from './usage';

/** `--email ADRES`, `--phone NUMMER` and `--reference GESPREKSNUMMER` (a live chat's) of find and erase. */
export const personOptions = {
  email: { type: 'string' },
  phone: { type: 'string' },
  reference: { type: 'string' },
} as const;

/** No option, or one without its value. */
export const NO_PERSON = 'Geef --email, --phone of --reference op.';

/** What find and erase say when an option of the person comes without its value. */
export const personMissingValue = { email: NO_PERSON, phone: NO_PERSON, reference: NO_PERSON };

type PersonOptions = { email?: string | undefined; phone?: string | undefined; reference?: string | undefined };

/**
 * Whom find or erase is about, from --email and --phone, read as the api stores them
 * (`personMatch`). Throws a PersonMatchError with a Dutch message, naming the options when
 * neither is given.
 */
export function personFromOptions(options: PersonOptions): PersonMatch {
  if (options.email === undefined && options.phone === undefined && options.reference === undefined)
    throw new PersonMatchError(NO_PERSON);
  return personMatch(options);
}

/** The match, or the problem with the options. */
export function readPerson(options: PersonOptions): { match: PersonMatch } | { problem: string } {
  try {
    return { match: personFromOptions(options) };
  } catch (error) {
    if (!(error instanceof PersonMatchError)) throw error;
    return { problem: error.message };
  }
}

/**
 * Runs `work` for the person the options name, on the command's database; when they name
 * nobody (or not validly), says the problem as a usage error instead.
 */
export async function withPerson(
  options: PersonOptions,
  { out, withDatabase }: CommandContext,
  work: (match: PersonMatch, database: Database) => Promise<number>,
): Promise<number> {
  const person = readPerson(options);
  if ('problem' in person) return usageError(out, person.problem);
  return withDatabase((database) => work(person.match, database));
}

/** "e-mailadres anna@example.nl of telefoonnummer +31612345678". */
export function describeMatch(match: PersonMatch): string {
  const parts: string[] = [];
  if (match.email !== undefined) parts.push(`e-mailadres ${match.email}`);
  if (match.phone !== undefined) parts.push(`telefoonnummer ${match.phone}`);
  if (match.reference !== undefined) parts.push(`gespreksnummer ${match.reference}`);
  return parts.join(' of ');
}

/** Rows per table, then the ids of the leads and of the chat feedback. */
export function describeErasure(erasure: Erasure): string {
  const counts = Object.entries(erasure.counts)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  const ids = [
    ...(erasure.leadIds.length > 0 ? [`Lead-id's: ${erasure.leadIds.join(', ')}`] : []),
    ...(erasure.feedbackIds.length > 0 ? [`Chatfeedback-id's: ${erasure.feedbackIds.join(', ')}`] : []),
    ...(erasure.liveChatIds.length > 0 ? [`Chatgesprek-id's: ${erasure.liveChatIds.join(', ')}`] : []),
  ];
  return `${counts}.\n${ids.map((line) => `${line}\n`).join('')}`;
}

export const nothingFound = (erasure: Erasure) =>
  erasure.leadIds.length === 0 && erasure.feedbackIds.length === 0 && erasure.liveChatIds.length === 0;
