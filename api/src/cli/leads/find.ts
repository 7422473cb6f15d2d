import { createPersonalDataStore } from '../../features/privacy';
import { defineCommand } from './command';
import { describeMatch, personMissingValue, personOptions, withPerson } from './person';
import { EXIT } from './usage';

/** `find`: everything stored about a person, as JSON. */
export const find = defineCommand({
  options: personOptions,
  missingValue: personMissingValue,
  run: ({ values }, context) =>
    withPerson(values, context, async (match, database) => {
      const found = await createPersonalDataStore(database.db).find(match);
      if (found.leads.length === 0 && Object.values(found.related).every((rows) => rows.length === 0)) {
        context.out.write(`Niets opgeslagen over ${describeMatch(match)}.\n`);
        return EXIT.ok;
      }
      context.out.write(`${JSON.stringify({ match, leads: found.leads, ...found.related }, null, 2)}\n`);
      return EXIT.ok;
    }),
});
