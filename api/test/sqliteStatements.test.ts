import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPreparedStatements } from '../src/data/sqliteStatements';

type Schema = { notes: { id: number; text: string } };

const open: Array<Kysely<Schema>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

/** An in-memory database through the statement cache, and a count of the statements it prepares. */
async function database(limit?: number) {
  const file = new SqliteDatabase(':memory:');
  const prepare = vi.spyOn(file, 'prepare');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withPreparedStatements(file, limit) }) });
  open.push(db);
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  prepare.mockClear();
  return { db, file, prepare };
}

describe('SQLite statements prepared once (withPreparedStatements)', () => {
  it('when the same query runs again with other values, then it is prepared once and answers with the current rows', async () => {
    const { db, prepare } = await database();
    for (const [id, text] of [
      [1, 'een'],
      [2, 'twee'],
      [3, 'drie'],
    ] as const)
      await db.insertInto('notes').values({ id, text }).execute();
    const byId = (id: number) => db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst();
    expect(await byId(2)).toEqual({ text: 'twee' });
    await db.updateTable('notes').set({ text: 'TWEE' }).where('id', '=', 2).execute();
    expect(await byId(2)).toEqual({ text: 'TWEE' });
    expect(await byId(3)).toEqual({ text: 'drie' });
    expect(prepare).toHaveBeenCalledTimes(3); // the insert, the select and the update
  });

  it('when more different queries run than it keeps, then the least recently used is dropped and prepared again', async () => {
    const { db, prepare } = await database(2);
    const count = () =>
      db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const insert = (rows: number) =>
      db
        .insertInto('notes')
        .values(Array.from({ length: rows }, (_, i) => ({ text: `rij ${i}` })))
        .execute();
    await insert(1);
    await count();
    await insert(1); // kept
    await insert(2); // a third statement: the count, used least recently, is dropped
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(await count()).toEqual({ n: 4 });
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('when the database is destroyed, then the file is closed', async () => {
    const { db, file } = await database();
    await db.destroy();
    open.splice(open.indexOf(db), 1);
    expect(file.open).toBe(false);
  });

  it('when a transaction fails, then it is rolled back and its statements still serve the next one', async () => {
    const { db } = await database();
    const add = (text: string) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text }).execute();
        if (text === 'fout') throw new Error('afgebroken');
      });
    await add('goed');
    await expect(add('fout')).rejects.toThrow('afgebroken');
    await add('ook goed');
    expect((await db.selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text)).toEqual([
      'goed',
      'ook goed',
    ]);
  });
});
