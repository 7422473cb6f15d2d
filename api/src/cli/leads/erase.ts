import { createPersonalDataStore } from '../../features/privacy';
import { defineCommand } from './command';
import { describeErasure, describeMatch, NO_PERSON, nothingFound, personOptions, readPerson } from './person';
import { EXIT, usageError } from './usage';

/** `erase`: without --yes, what would be deleted about a person; with it, deletes that. */
export const erase = defineCommand({
  options: { ...personOptions, yes: { type: 'boolean' } },
  missingValue: { email: NO_PERSON, phone: NO_PERSON, reference: NO_PERSON },
  async run({ values }, { out, withDatabase }) {
    const person = readPerson(values);
    if ('problem' in person) return usageError(out, person.problem);
    const { match } = person;
    return withDatabase(async (database) => {
      const personalData = createPersonalDataStore(database.db);
      if (values.yes !== true) {
        const preview = await personalData.previewErase(match);
        if (nothingFound(preview)) {
          out.write(`Niets opgeslagen over ${describeMatch(match)}: er valt niets te verwijderen.\n`);
          return EXIT.ok;
        }
        out.write(`Zou verwijderen voor ${describeMatch(match)}: ${describeErasure(preview)}`);
        out.write('Er is niets verwijderd. Voeg --yes toe om dit te verwijderen.\n');
        return EXIT.notConfirmed;
      }
      const erased = await personalData.erase(match);
      if (nothingFound(erased)) {
        out.write(`Niets opgeslagen over ${describeMatch(match)}: er valt niets te verwijderen.\n`);
        return EXIT.ok;
      }
      out.write(`Verwijderd voor ${describeMatch(match)}: ${describeErasure(erased)}`);
      return EXIT.ok;
    });
  },
});
