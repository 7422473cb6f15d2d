import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { it } from 'vitest';
import { openDatabase, type Database } from '../src/shared/data/database';
import { tempDir } from './helpers';

/**
 * The engines the repository tests run against. PostgreSQL runs when TEST_DATABASE_URL is
 * set; without it the PostgreSQL suite is skipped and says so, unless REQUIRE_POSTGRES=1,
 * in which case a test fails with a clear message.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

export function engineFixtures(): { name: 'sqlite' | 'postgres'; available: boolean }[] {
  return [
    { name: 'sqlite', available: true },
    { name: 'postgres', available: postgresUrl !== undefined },
  ];
}

const createdSchemas: string[] = [];

/** Opens a fresh, empty database of the engine (a temp dir, or a new PostgreSQL schema). */
export async function openFresh(engine: 'sqlite' | 'postgres'): Promise<{ database: Database; schema?: string }> {
  if (engine === 'sqlite') return { database: await openDatabase({ dataDir: tempDir() }) };
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  createdSchemas.push(schema);
  return {
    database: await openDatabase({ databaseUrl: postgresUrl, dataDir: tempDir(), postgresSchema: schema }),
    schema,
  };
}

/**
 * Storage for a server started as a process: a fresh SQLite directory, or a fresh migrated
 * PostgreSQL schema that the connection URL selects (the process has no schema option).
 * `open` opens the same storage from the test, to look at what the processes stored.
 */
export async function freshStorage(
  engine: 'sqlite' | 'postgres',
): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  if (engine === 'sqlite') {
    const dataDir = tempDir();
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  }
  const { database, schema } = await openFresh('postgres');
  await database.close();
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema!}`);
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: tempDir() },
    open: () => openDatabase({ databaseUrl: postgresUrl, dataDir: tempDir(), postgresSchema: schema! }),
  };
}

export async function dropCreatedSchemas(): Promise<void> {
  if (!postgresUrl || createdSchemas.length === 0) return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  for (const schema of createdSchemas.splice(0)) await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

/** Reports the PostgreSQL suite's absence: a failure with REQUIRE_POSTGRES=1, otherwise a visible skip. */
export function reportMissingPostgres(): void {
  if (postgresUrl) return;
  if (requirePostgres) {
    it('PostgreSQL repository tests', () => {
      throw new Error(
        'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run `export TEST_DATABASE_URL="$(.ci/postgres.sh)"` first.',
      );
    });
  } else {
    it.skip('PostgreSQL repository tests: skipped because TEST_DATABASE_URL is not set (run .ci/postgres.sh)', () => {});
  }
}
