import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FastSqliteDialect } from '../../../../src/server/db/sqlite-dialect.ts';
import { groupCommit, groupRead } from '../../../../src/server/db/sqlite-group-commit.ts';

interface Tables {
  item: { id: number; label: string };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A SQLite file with the app's dialect, and a second connection that sees only what is committed. */
function database() {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  const sqlite = new SQLite(join(dir, 'app.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table item (id integer primary key, label text not null)');
  const dialect = new FastSqliteDialect(sqlite);
  const db = new Kysely<Tables>({ dialect });
  const other = new SQLite(join(dir, 'app.sqlite'), { readonly: true });
  const committed = () =>
    other
      .prepare<[], { id: number }>('select id from item order by id')
      .all()
      .map((row) => row.id);
  cleanups.push(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  const insert = sqlite.prepare<[number, string]>('insert into item (id, label) values (?, ?)');
  // Another process's connection, writing on its own.
  const elsewhere = new SQLite(join(dir, 'app.sqlite'));
  cleanups.unshift(async () => void elsewhere.close());
  const insertElsewhere = (id: number) => elsewhere.prepare('insert into item (id, label) values (?, ?)').run(id, 'elsewhere');
  return { db, queued: dialect.queued, committed, insert, insertElsewhere, sqlite };
}

describe('group commit on SQLite', () => {
  it('writes the items asked for together in one transaction, committed once, each caller getting its own result', async () => {
    const { queued, committed, insert } = database();
    const write = groupCommit(queued, (id: number) => {
      insert.run(id, `item ${id}`);
      return { id, committedBefore: committed() };
    });
    const results = await Promise.all([1, 2, 3].map(write));
    // Nothing of the batch was visible to another connection until all three were written.
    expect(results).toEqual([1, 2, 3].map((id) => ({ id, committedBefore: [] })));
    expect(committed()).toEqual([1, 2, 3]);
    expect(await write(4)).toEqual({ id: 4, committedBefore: [1, 2, 3] });
  });

  it('rolls a failing item back alone: its caller gets the error, nothing it wrote stays, the others commit', async () => {
    const { queued, committed, insert } = database();
    const write = groupCommit(queued, (id: number) => {
      insert.run(id, 'first row');
      if (id === 2) insert.run(id, 'same id again'); // fails after the item's first row is written
      insert.run(id + 10, 'second row');
      return id;
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map(write));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committed()).toEqual([1, 3, 11, 13]);
  });

  it('waits for a Kysely transaction in progress and never writes inside it', async () => {
    const { db, queued, committed, insert } = database();
    const write = groupCommit(queued, (id: number) => insert.run(id, 'grouped').changes);
    let written: Promise<number> | undefined;
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, label: 'rolled back' }).execute();
      written = write(2);
      await new Promise((resolve) => setImmediate(resolve)); // after the group's commit was due
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await written).toBe(1);
    expect(committed()).toEqual([2]);
  });
});

describe('grouped reads on SQLite', () => {
  it('runs the reads asked for together in one read transaction, each caller getting its own result', async () => {
    const { queued, sqlite, insertElsewhere } = database();
    const count = sqlite.prepare<[], { n: number }>('select count(*) as n from item');
    const read = groupRead(queued, (label: string) => {
      const seen = { label, rows: count.get()!.n };
      insertElsewhere(label.length * 100); // committed by another connection between this read and the next
      return seen;
    });
    // One snapshot: the rows written elsewhere during the batch are not seen by its later reads.
    expect(await Promise.all(['a', 'bb', 'ccc'].map(read))).toEqual([
      { label: 'a', rows: 0 },
      { label: 'bb', rows: 0 },
      { label: 'ccc', rows: 0 },
    ]);
    // The next batch is a new transaction and sees them.
    expect(await read('dddd')).toEqual({ label: 'dddd', rows: 3 });
  });

  it('fails only the caller whose read throws', async () => {
    const { queued } = database();
    const read = groupRead(queued, (n: number) => {
      if (n === 2) throw new Error('no such thing');
      return n * 10;
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map(read));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('no such thing') },
      { status: 'fulfilled', value: 30 },
    ]);
  });
});
