import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sqliteFilePath, type Database } from './database';

/** The three names SQLite uses for one database: the file, its write-ahead log and its shared memory. */
const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/** The real path of a file that may not exist yet (its directory must). */
function realPath(file: string): string {
  return fs.existsSync(file)
    ? fs.realpathSync(file)
    : path.join(fs.realpathSync(path.dirname(file)), path.basename(file));
}

/**
 * Whether `target` (in a folder that exists) is the SQLite database of `dataDir` or one of its
 * log files, also through a link: a backup written there would overwrite the live database.
 */
export function isDatabaseFile(dataDir: string, target: string): boolean {
  if (!fs.existsSync(dataDir)) return false;
  return sqliteFiles(realPath(sqliteFilePath(dataDir))).includes(realPath(target));
}

/**
 * Writes a consistent copy of the SQLite database to `target` with the online backup API,
 * while the server keeps writing. Written to a temporary file next to the target and renamed
 * into place, so the target is never a half-written copy; readable by its owner only, as it
 * holds personal data. An existing target is replaced. Returns the copy's size in bytes.
 */
export async function backupSqlite(database: Database, target: string): Promise<number> {
  const backup = database.backup;
  if (!backup) throw new Error('this database has no backup');
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    await backup(temporary);
    fs.chmodSync(temporary, 0o600);
    // An old copy's log files would be read as part of the new copy: they go with it.
    for (const file of sqliteFiles(target).slice(1)) fs.rmSync(file, { force: true });
    fs.renameSync(temporary, target);
  } finally {
    for (const file of sqliteFiles(temporary)) fs.rmSync(file, { force: true });
  }
  return fs.statSync(target).size;
}
