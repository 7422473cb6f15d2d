import fs from 'node:fs';
import path from 'node:path';
import { backupSqlite, isDatabaseFile } from '../../shared/data/backup';
import { SQLITE_FILE, sqliteFilePath } from '../../shared/data/database';
import { defineCommand } from './command';
import { EXIT, usageError } from './usage';

/** `backup BESTAND [--force]`: a consistent copy of the SQLite database, also while the server runs. */
export const backup = defineCommand({
  options: { force: { type: 'boolean' } },
  positionals: true,
  async run({ values, positionals }, { out, config, given, withDatabase }) {
    const { dataDir, databaseUrl } = config();
    if ((given?.engine ?? (databaseUrl ? 'postgres' : 'sqlite')) === 'postgres') {
      out.write(
        'De database is PostgreSQL (DATABASE_URL): maak de back-up met pg_dump, bijvoorbeeld\n' +
          '  pg_dump --format=custom --file=leads.dump "$DATABASE_URL"\n' +
          'en zet hem terug met pg_restore (zie docs/deploying.md).\n',
      );
      return EXIT.usage;
    }
    const source = sqliteFilePath(dataDir);
    if (!given && !fs.existsSync(source)) {
      out.write(`Geen database gevonden: ${source} bestaat niet (klopt DATA_DIR?).\n`);
      return EXIT.error;
    }
    const [file, ...extra] = positionals;
    if (file === undefined || extra.length > 0) return usageError(out, 'Geef één bestand op voor de back-up.');
    const target = path.resolve(file);
    if (!fs.existsSync(path.dirname(target))) {
      out.write(`De map ${path.dirname(target)} bestaat niet.\n`);
      return EXIT.usage;
    }
    if (isDatabaseFile(dataDir, target)) {
      out.write(`${target} is de database zelf (of een bestand ervan): kies een bestand buiten DATA_DIR.\n`);
      return EXIT.usage;
    }
    if (fs.existsSync(target) && values.force !== true) {
      out.write(`${target} bestaat al. Kies een ander bestand, of voeg --force toe om het te overschrijven.\n`);
      return EXIT.usage;
    }
    // A given database stays open for the caller: the copy is made through it.
    const size = await withDatabase((database) => backupSqlite(database, target));
    out.write(
      `Back-up gemaakt: ${target} (${size} bytes).\n` +
        `Terugzetten: stop de server, verwijder ${SQLITE_FILE}-wal en ${SQLITE_FILE}-shm uit DATA_DIR (${dataDir}) ` +
        `als ze er staan, kopieer de back-up naar ${source} en start de server.\n`,
    );
    return EXIT.ok;
  },
});
