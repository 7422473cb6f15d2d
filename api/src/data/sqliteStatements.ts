import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept: every query of the api, with room for the multi-row inserts' several sizes. */
const KEPT_STATEMENTS = 200;

/**
 * better-sqlite3 for Kysely, each statement prepared once. Kysely prepares every query it
 * runs, and preparing (parsing and planning the SQL) costs about as much as a small insert.
 * Beyond `limit` statements, the least recently used one is dropped (a multi-row insert is
 * a statement per number of rows). Kysely's `stream()` iterates a statement, which then
 * cannot run another query: the api does not stream from SQLite.
 */
export function withPreparedStatements(file: BetterSqlite, limit = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      const statement = statements.get(sql) ?? file.prepare(sql);
      statements.delete(sql); // re-inserted: the Map's order is the order of last use
      statements.set(sql, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close() {
      statements.clear();
      file.close();
    },
  };
}
