import { createChatQuestionCounts, createFeedbackRepository } from '../../features/chat';
import { applyRetention, createPersonalDataStore } from '../../features/privacy';
import { defineCommand } from './command';
import { DAYS_PROBLEM, daysOption, readDays } from './options';
import { EXIT } from './usage';

/**
 * `purge`: deletes leads (with what belongs to them), chat feedback and the chat's question
 * counts older than the period.
 */
export const purge = defineCommand({
  options: daysOption,
  missingValue: { days: DAYS_PROBLEM },
  async run({ values }, { out, config, withDatabase }) {
    const days = readDays(values.days, () => config().retentionDays);
    if (days === undefined) {
      out.write(`${DAYS_PROBLEM}\n`);
      return EXIT.usage;
    }
    return withDatabase(async (database) => {
      const deleted = await applyRetention(createPersonalDataStore(database.db), days);
      const deletedFeedback = await applyRetention(createFeedbackRepository(database.db), days);
      const deletedCounts = await applyRetention(createChatQuestionCounts(database.db), days);
      out.write(
        `${deleted} lead(s), ${deletedFeedback} chatfeedback en ${deletedCounts} telling(en) van chatvragen ouder dan ${days} dagen verwijderd.\n`,
      );
      return EXIT.ok;
    });
  },
});
