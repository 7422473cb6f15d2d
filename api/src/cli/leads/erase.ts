import { createPersonalDataStore } from '../../features/privacy';
import { defineCommand } from './command';
import { describeErasure, describeMatch, nothingFound, personMissingValue, personOptions, withPerson } from './person';
import { EXIT } from './usage';

/** `erase`: without --yes, what would be deleted about a person; with it, deletes that. */
export const erase = defineCommand({
  options: { ...personOptions, yes: { type: 'boolean' } },
  missingValue: personMissingValue,
  run: ({ values }, context) =>
    withPerson(values, context, async (match, database) => {
      const { out } = context;
      const nothingStored = () => {
        out.write(`Niets opgeslagen over ${describeMatch(match)}: er valt niets te verwijderen.\n`);
        return EXIT.ok;
      };
      const personalData = createPersonalDataStore(database.db);
      if (values.yes !== true) {
        const preview = await personalData.previewErase(match);
        if (nothingFound(preview)) return nothingStored();
        out.write(`Zou verwijderen voor ${describeMatch(match)}: ${describeErasure(preview)}`);
        out.write('Er is niets verwijderd. Voeg --yes toe om dit te verwijderen.\n');
        return EXIT.notConfirmed;
      }
      const erased = await personalData.erase(match);
      if (nothingFound(erased)) return nothingStored();
      out.write(`Verwijderd voor ${describeMatch(match)}: ${describeErasure(erased)}`);
      return EXIT.ok;
    }),
});
