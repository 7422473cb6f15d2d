import { createFeedbackRepository } from '../../data/feedbackRepository';
import { applyRetention } from '../../domain/leads/retention';
import { createPersonalDataStore } from '../../domain/personalData/store';
import { defineCommand } from './command';
import { EXIT } from './usage';

const DAYS_PROBLEM = 'Geef bij --days een heel aantal dagen op, 1 of meer.';

/** `purge`: deletes leads (with what belongs to them) and chat feedback older than the period. */
export const purge = defineCommand({
  options: { days: { type: 'string' } },
  missingValue: { days: DAYS_PROBLEM },
  async run({ values }, { out, config, withDatabase }) {
    const days = Number(values.days ?? config().retentionDays);
    if (!Number.isInteger(days) || days < 1) {
      out.write(`${DAYS_PROBLEM}\n`);
      return EXIT.usage;
    }
    return withDatabase(async (database) => {
      const deleted = await applyRetention(createPersonalDataStore(database.db), days);
      const deletedFeedback = await applyRetention(createFeedbackRepository(database.db), days);
      out.write(`${deleted} lead(s) en ${deletedFeedback} chatfeedback ouder dan ${days} dagen verwijderd.\n`);
      return EXIT.ok;
    });
  },
});
