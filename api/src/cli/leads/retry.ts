import { createOutboxRepository } from '../../data/outboxRepository';
import { defineCommand } from './command';
import { EXIT, usageError } from './usage';

const ID_PROBLEM = 'Geef bij --id het id van een melding op (zie npm run leads -- outbox).';

const RETRY_NOTE =
  'De server probeert opnieuw bij zijn volgende ronde (binnen OUTBOX_POLL_MS, standaard 5 seconden).\n';

/** `retry`: puts given-up (`failed`) notifications back in the queue (all of them, or the one with --id). */
export const retry = defineCommand({
  options: { id: { type: 'string' } },
  missingValue: { id: ID_PROBLEM },
  async run({ values }, { out, withDatabase }) {
    const id = values.id;
    if (id === '') return usageError(out, ID_PROBLEM);
    return withDatabase(async (database) => {
      const outbox = createOutboxRepository(database.db);
      const count = await outbox.retryGivenUp(new Date(), id);
      if (id === undefined) {
        if (count === 0) out.write('Geen mislukte meldingen: er is niets terug in de wachtrij gezet.\n');
        else out.write(`${count} mislukte melding(en) terug in de wachtrij gezet.\n${RETRY_NOTE}`);
        return EXIT.ok;
      }
      if (count === 1) {
        out.write(`Melding ${id} staat weer in de wachtrij.\n${RETRY_NOTE}`);
        return EXIT.ok;
      }
      const status = await outbox.findStatus(id);
      if (status === undefined) out.write(`Geen melding met id ${id} (zie npm run leads -- outbox).\n`);
      else if (status === 'sent') out.write(`Melding ${id} is al afgeleverd: er valt niets te herhalen.\n`);
      else
        out.write(`Melding ${id} is niet mislukt maar wacht nog op een volgende poging: er valt niets te herhalen.\n`);
      return EXIT.ok;
    });
  },
});
