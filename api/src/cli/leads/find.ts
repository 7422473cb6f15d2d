import { createPersonalDataStore } from '../../features/privacy';
import { defineCommand } from './command';
import { describeMatch, NO_PERSON, personOptions, readPerson } from './person';
import { EXIT, usageError } from './usage';

/** `find`: everything stored about a person, as JSON. */
export const find = defineCommand({
  options: personOptions,
  missingValue: { email: NO_PERSON, phone: NO_PERSON, reference: NO_PERSON },
  async run({ values }, { out, withDatabase }) {
    const person = readPerson(values);
    if ('problem' in person) return usageError(out, person.problem);
    const { match } = person;
    return withDatabase(async (database) => {
      const found = await createPersonalDataStore(database.db).find(match);
      if (found.leads.length === 0 && Object.values(found.related).every((rows) => rows.length === 0)) {
        out.write(`Niets opgeslagen over ${describeMatch(match)}.\n`);
        return EXIT.ok;
      }
      out.write(`${JSON.stringify({ match, leads: found.leads, ...found.related }, null, 2)}\n`);
      return EXIT.ok;
    });
  },
});
