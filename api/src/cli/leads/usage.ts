import { retention } from '@agency/content/facts';

/** The days `chat-stats` shows unless --days says otherwise. */
export const CHAT_STATS_DEFAULT_DAYS = 30;

export const USAGE = `Gebruik:
  npm run leads -- list [--limit N] [--kind callback|project]
  npm run leads -- export --format csv|json [--kind callback|project]
      json: elke kolom, met de bron (source) en het chatgesprek (conversation, of null);
      csv: zonder het chatgesprek
  npm run leads -- feedback [--limit N] [--all]
      de vragen waarvan de bezoeker het antwoord "Niet nuttig" vond, nieuwste eerst;
      met --all ook de "Nuttig"-stemmen
  npm run leads -- chat-stats [--days N]      (standaard de laatste ${CHAT_STATS_DEFAULT_DAYS} dagen)
      per dag (UTC) en onderwerp hoeveel chatvragen er zijn gesteld, en hoeveel de assistent
      niet kon beantwoorden (alleen tellingen, geen vragen)
  npm run leads -- purge [--days N]      (standaard LEADS_RETENTION_DAYS, anders ${retention.defaultDays} dagen)
      verwijdert oudere leads (met hun meldingen en chatgesprekken), oudere chatfeedback en
      oudere tellingen van chatvragen
  npm run leads -- find --email ADRES | --phone NUMMER | --reference GESPREKSNUMMER
      toont als JSON alles wat over deze persoon is opgeslagen
  npm run leads -- erase --email ADRES | --phone NUMMER | --reference GESPREKSNUMMER [--yes]
      verwijdert hun leads met hun meldingen en chatgesprekken, de chatfeedback en de gesprekken
      met een collega waarin het adres of nummer staat (of met dat gespreksnummer, dat de
      bezoeker in de chat ziet); zonder --yes alleen wat verwijderd zou worden
  npm run leads -- outbox [--limit N]
      de meldingen aan het bureau die nog niet zijn afgeleverd (wachtend en mislukt), oudste
      eerst: melding, lead, kanaal, status, pogingen, aangemaakt, volgende poging, laatste fout
  npm run leads -- retry [--id MELDING]
      zet de meldingen die na OUTBOX_MAX_ATTEMPTS pogingen mislukt zijn terug in de wachtrij en
      vervroegt de meldingen die na een mislukte poging op een volgende wachten: allemaal nu aan
      de beurt (een melding die de server op dat moment verstuurt, blijft ongemoeid);
      met --id alleen die ene
  npm run leads -- backup BESTAND [--force]
      schrijft een consistente kopie van de SQLite-database naar BESTAND, ook terwijl de server
      draait; een bestaand BESTAND alleen met --force overschrijven (met PostgreSQL: pg_dump)
Met --email en --phone samen telt elke lead die bij een van beide past (elke lead één keer).
Telefoonnummers in elke schrijfwijze (06 12345678, +31 6 1234 5678); e-mail ongeacht hoofdletters.
Een optie die de opdracht niet kent, of een optie zonder haar waarde, is verkeerd gebruik.
Gebruikt dezelfde instellingen als de server (DATA_DIR of DATABASE_URL).
Afsluitcode: 0 gelukt (ook als er niets gevonden is), 1 fout, 2 verkeerd gebruik, ongeldige
invoer of instelling (ook backup naar een bestaand bestand zonder --force, en backup met
PostgreSQL), 3 erase zonder --yes (er is niets verwijderd).`;

/** Exit codes: see USAGE. */
export const EXIT = { ok: 0, error: 1, usage: 2, notConfirmed: 3 } as const;

/** Says what is wrong, then how the command is used; returns the exit code of wrong use. */
export function usageError(out: NodeJS.WritableStream, problem: string): number {
  out.write(`${problem}\n\n${USAGE}\n`);
  return EXIT.usage;
}
