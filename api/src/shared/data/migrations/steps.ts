import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// The steps the migrations repeat, each written once: the SQL they run on each engine is the
// same as when every migration spelled them out.

/** Whether the migration runs on PostgreSQL (else on SQLite). */
export const onPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Creates the index `name` on `table`'s `columns` unless it is there (with `unique`, a unique index). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  const index = db.schema.createIndex(name).ifNotExists();
  await (options.unique ? index.unique() : index).on(table).columns(columns).execute();
}

/**
 * Adds the `id` the database numbers in order (an SSE event id a browser resumes from): a
 * bigserial on PostgreSQL, an autoincrement integer on SQLite. For `createTable(…).$call(…)`.
 */
export const serialId =
  (postgres: boolean) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );

/** Drops each of `tables` that is there, in this order (a table before the ones it references). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

/** Drops each trigger that is there; PostgreSQL names a trigger with its table, SQLite alone. */
export async function dropTriggers(
  db: Kysely<unknown>,
  triggers: readonly (readonly [name: string, table: string])[],
): Promise<void> {
  const postgres = onPostgres(db);
  for (const [name, table] of triggers) {
    await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(postgres ? ` on ${table}` : '')}`.execute(db);
  }
}
