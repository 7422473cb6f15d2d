import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Pool } from 'pg';
import { migrateToLatest } from './migrations';
import type { DatabaseSchema } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  ping(): Promise<void>;
  /**
   * SQLite only (undefined for PostgreSQL: use pg_dump): writes a consistent copy of the
   * database to `destination` while others keep writing, with SQLite's online backup API.
   */
  backup?: (destination: string) => Promise<void>;
  /** PostgreSQL only: the connection pool, shared with the rate limit store. */
  pool?: Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded SQLite database is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * NORMAL (default): in WAL mode a commit is in the OS page cache before better-sqlite3
   * returns, so it survives the process being killed (kill -9, crash, OOM); only a power
   * loss or kernel crash can lose the last commits. FULL also fsyncs the WAL on every
   * commit, surviving power loss at the cost of one disk flush per lead.
   */
  sqliteSynchronous?: 'NORMAL' | 'FULL';
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  postgresSchema?: string;
}

/** The SQLite database's file name inside DATA_DIR. */
export const SQLITE_FILE = 'agency.sqlite';

/** The most pages better-sqlite3 copies in one backup step: in practice, all of them. */
const ALL_PAGES = 0x7fffffff;

/** Where the SQLite database of this DATA_DIR lives. */
export const sqliteFilePath = (dataDir: string): string => path.join(dataDir, SQLITE_FILE);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each engine's driver is loaded only when used: the embedded default never loads pg.
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.postgresSchema)
    : await openSqlite(options);
  try {
    await migrateToLatest(
      database.db as never,
      options.databaseUrl ? await postgresSchemaOf(database, options) : undefined,
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The schema the migrations (and their bookkeeping) go to: the given one, else the connection's
 * current schema (`public`, or the first of a search_path set in DATABASE_URL's `options`), so
 * the bookkeeping of another schema in the same database is never taken for this one's.
 */
async function postgresSchemaOf(database: Database, options: DatabaseOptions): Promise<string | undefined> {
  if (options.postgresSchema) return options.postgresSchema;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema ?? undefined;
}

async function openSqlite(options: DatabaseOptions): Promise<Database> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(sqliteFilePath(options.dataDir));
  file.pragma('journal_mode = WAL');
  file.pragma(`synchronous = ${options.sqliteSynchronous ?? 'NORMAL'}`);
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: file }) });
  return {
    db,
    engine: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    backup: async (destination) => {
      // better-sqlite3's first step copies nothing; the progress callback then asks for all pages
      // in each further step. A step reads one snapshot, so a write by another connection (the
      // running server) between steps only restarts the copy inside the next step, which then
      // copies everything: the copy is whole and consistent, and can never keep restarting.
      // In WAL mode the server's writes are not blocked meanwhile.
      await file.backup(destination, { progress: () => ALL_PAGES });
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    pool,
    close: () => db.destroy(),
  };
}
