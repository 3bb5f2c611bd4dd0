import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FastSqliteDialect } from '../../../../src/server/db/sqlite-dialect.ts';

interface Tables {
  item: { id: number; label: string };
}

let open: Kysely<Tables>[] = [];

async function database(options?: { statementCacheSize: number }) {
  const sqlite = new SQLite(':memory:');
  const prepare = vi.spyOn(sqlite, 'prepare');
  const dialect = new FastSqliteDialect(sqlite, options);
  const db = new Kysely<Tables>({ dialect });
  open.push(db);
  await sql`create table item (id integer primary key, label text not null)`.execute(db);
  prepare.mockClear();
  return { db, prepare, queued: dialect.queued };
}

afterEach(async () => {
  await Promise.all(open.map((db) => db.destroy()));
  open = [];
});

describe('the SQLite dialect', () => {
  it('runs waiting transactions one at a time, in the order they asked, each whole', async () => {
    const { db } = await database();
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('item')
            .values({ id: n * 2, label: `first of ${n}` })
            .execute();
          await new Promise((resolve) => setImmediate(resolve)); // others queue up meanwhile
          await trx
            .insertInto('item')
            .values({ id: n * 2 + 1, label: `second of ${n}` })
            .execute();
          finished.push(n);
        }),
      ),
    );
    expect(finished).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const rows = await db.selectFrom('item').select('id').orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 80 }, (_, n) => n));
  });

  it('rolls a failed transaction back and serves the next one', async () => {
    const { db } = await database();
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, label: 'lost' }).execute();
      throw new Error('changed my mind');
    });
    const next = db.transaction().execute((trx) => trx.insertInto('item').values({ id: 2, label: 'kept' }).execute());
    await expect(failing).rejects.toThrow('changed my mind');
    await next;
    expect(await db.selectFrom('item').select(['id', 'label']).execute()).toEqual([{ id: 2, label: 'kept' }]);
  });

  it('runs work on the connection in its turn: after the transactions that asked before it, before the later ones', async () => {
    const { db, queued } = await database();
    const insert = queued.database.prepare('insert into item (id, label) values (?, ?)');
    const seen: string[] = [];
    const transaction = (id: number) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ id, label: 'by Kysely' }).execute();
        await new Promise((resolve) => setImmediate(resolve)); // the work below asks meanwhile
        seen.push(`transaction ${id}`);
      });
    const first = transaction(1);
    const work = queued.inTurn(() => {
      seen.push(`work, in a transaction: ${queued.database.inTransaction}`);
      return insert.run(2, 'in turn').changes;
    });
    const second = transaction(3);
    expect(await Promise.all([first, work, second])).toEqual([undefined, 1, undefined]);
    expect(seen).toEqual(['transaction 1', 'work, in a transaction: false', 'transaction 3']);
    await expect(queued.inTurn(() => insert.run(2, 'again'))).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom('item').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('prepares a query of the same shape once', async () => {
    const { db, prepare } = await database();
    for (let id = 1; id <= 5; id += 1)
      await db
        .insertInto('item')
        .values({ id, label: `item ${id}` })
        .execute();
    for (let id = 1; id <= 5; id += 1) expect(await db.selectFrom('item').select('label').where('id', '=', id).executeTakeFirst()).toEqual({ label: `item ${id}` });
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps only the most recently used statements', async () => {
    const { db, prepare } = await database({ statementCacheSize: 2 });
    const byId = () => db.selectFrom('item').selectAll().where('id', '=', 1).execute();
    const byLabel = () => db.selectFrom('item').selectAll().where('label', '=', 'x').execute();
    const count = () =>
      db
        .selectFrom('item')
        .select((eb) => eb.fn.countAll().as('n'))
        .execute();
    await byId();
    await byLabel();
    await byId(); // kept
    expect(prepare).toHaveBeenCalledTimes(2);
    await count(); // pushes out byLabel, the least recently used
    await byId(); // still kept
    expect(prepare).toHaveBeenCalledTimes(3);
    await byLabel();
    expect(prepare).toHaveBeenCalledTimes(4);
  });
});
