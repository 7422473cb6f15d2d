import { createFeedbackRepository, type ChatFeedback, type FeedbackCounts } from '../../features/chat';
import { defineCommand } from './command';
import { excerpt, utcMinute } from './format';
import { LIMIT_PROBLEM, limitOption, readLimit } from './options';
import { EXIT, usageError } from './usage';

/** The votes, newest first: date, vote, the question, and the start of the answer. */
export function toFeedbackList(rows: readonly ChatFeedback[], counts: FeedbackCounts, all: boolean): string {
  const total = `Totaal in de database: ${counts.not_useful} niet nuttig, ${counts.useful} nuttig.\n`;
  if (rows.length === 0) {
    return `${all ? 'Geen chatfeedback gevonden.' : 'Geen antwoorden als "Niet nuttig" beoordeeld.'}\n${total}`;
  }
  const entries = rows.map((row) =>
    [
      `${utcMinute(row.created_at)} UTC  ${row.vote === 'useful' ? 'nuttig' : 'niet nuttig'}`,
      `  Vraag:    ${excerpt(row.question, 200)}`,
      `  Antwoord: ${excerpt(row.answer, 120)}`,
    ].join('\n'),
  );
  return `${entries.join('\n\n')}\n\n${total}`;
}

/** `feedback`: the answers voted "Niet nuttig" (with --all every vote), newest first. */
export const feedback = defineCommand({
  options: { ...limitOption, all: { type: 'boolean' } },
  missingValue: { limit: LIMIT_PROBLEM },
  async run({ values }, { out, withDatabase }) {
    const limit = readLimit(values.limit);
    if (limit === undefined) return usageError(out, LIMIT_PROBLEM);
    const all = values.all === true;
    return withDatabase(async (database) => {
      const votes = createFeedbackRepository(database.db);
      out.write(toFeedbackList(await votes.list({ limit, all }), await votes.counts(), all));
      return EXIT.ok;
    });
  },
});
