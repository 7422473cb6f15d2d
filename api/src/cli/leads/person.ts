import type { Erasure, PersonMatch } from '../../data/personalData';
import { personMatch, PersonMatchError } from '../../domain/personalData/matching';

/** `--email ADRES` and `--phone NUMMER` of find and erase. */
export const personOptions = { email: { type: 'string' }, phone: { type: 'string' } } as const;

/** Neither option, or one without its value. */
export const NO_PERSON = 'Geef --email of --phone op.';

/**
 * Whom find or erase is about, from --email and --phone, read as the api stores them
 * (`personMatch`). Throws a PersonMatchError with a Dutch message, naming the options when
 * neither is given.
 */
export function personFromOptions(options: { email?: string | undefined; phone?: string | undefined }): PersonMatch {
  if (options.email === undefined && options.phone === undefined) throw new PersonMatchError(NO_PERSON);
  return personMatch(options);
}

/** The match, or the problem with the options. */
export function readPerson(options: {
  email?: string | undefined;
  phone?: string | undefined;
}): { match: PersonMatch } | { problem: string } {
  try {
    return { match: personFromOptions(options) };
  } catch (error) {
    if (!(error instanceof PersonMatchError)) throw error;
    return { problem: error.message };
  }
}

/** "e-mailadres anna@example.nl of telefoonnummer +31612345678". */
export function describeMatch(match: PersonMatch): string {
  const parts: string[] = [];
  if (match.email !== undefined) parts.push(`e-mailadres ${match.email}`);
  if (match.phone !== undefined) parts.push(`telefoonnummer ${match.phone}`);
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
  ];
  return `${counts}.\n${ids.map((line) => `${line}\n`).join('')}`;
}

export const nothingFound = (erasure: Erasure) => erasure.leadIds.length === 0 && erasure.feedbackIds.length === 0;
