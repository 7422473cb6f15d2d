import { createOutboxRepository } from '../../features/leads';
import { defineCommand } from './command';
import { EXIT, usageError } from './usage';

const ID_PROBLEM = 'Geef bij --id het id van een melding op (zie npm run leads -- outbox).';

const RETRY_NOTE = 'De server verstuurt ze bij zijn volgende ronde (binnen OUTBOX_POLL_MS, standaard 5 seconden).\n';

/**
 * `retry`, once a channel works again: puts given-up (`failed`) notifications back in the queue,
 * and makes those that wait in back-off after a failed attempt due now, so none waits up to
 * OUTBOX_BACKOFF_MAX_MS for nothing (all of them, or the one with --id). The running server's
 * worker sends them under its lease; one a worker is sending at this moment is left alone.
 */
export const retry = defineCommand({
  options: { id: { type: 'string' } },
  missingValue: { id: ID_PROBLEM },
  async run({ values }, { out, withDatabase }) {
    const id = values.id;
    if (id === '') return usageError(out, ID_PROBLEM);
    return withDatabase(async (database) => {
      const outbox = createOutboxRepository(database.db);
      const now = new Date();
      // Waiting ones first: a given-up one put back below is due at `now`, so never counted twice.
      const waiting = await outbox.makeWaitingDue(now, id);
      const givenUp = await outbox.retryGivenUp(now, id);
      if (id === undefined) {
        if (givenUp + waiting === 0) {
          out.write('Geen mislukte meldingen en geen die op een volgende poging wachten: er is niets veranderd.\n');
          return EXIT.ok;
        }
        out.write(
          `Mislukte meldingen terug in de wachtrij gezet: ${givenUp}.\n` +
            `Wachtende meldingen vervroegd (wachtten op een volgende poging): ${waiting}.\n` +
            `Nu aan de beurt: ${givenUp + waiting} melding(en). ${RETRY_NOTE}`,
        );
        return EXIT.ok;
      }
      if (givenUp === 1) {
        out.write(`Melding ${id} was mislukt en staat weer in de wachtrij, nu aan de beurt. ${RETRY_NOTE}`);
        return EXIT.ok;
      }
      if (waiting === 1) {
        out.write(`Melding ${id} wachtte op een volgende poging en is vervroegd: nu aan de beurt. ${RETRY_NOTE}`);
        return EXIT.ok;
      }
      const status = await outbox.findStatus(id);
      if (status === undefined) out.write(`Geen melding met id ${id} (zie npm run leads -- outbox).\n`);
      else if (status === 'sent') out.write(`Melding ${id} is al afgeleverd: er valt niets te herhalen.\n`);
      else
        out.write(`Melding ${id} is al aan de beurt of wordt op dit moment verstuurd: er valt niets te vervroegen.\n`);
      return EXIT.ok;
    });
  },
});
