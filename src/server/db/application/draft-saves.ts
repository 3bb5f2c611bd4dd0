import type pg from 'pg';
import type { Connection } from '../connect.ts';
import type { QueuedSqlite } from '../sqlite-dialect.ts';
import { groupCommit } from '../sqlite-group-commit.ts';
import { lockOpenApplicationSql } from './application.ts';

/**
 * One tab's change to the draft (PUT /api/draft, sent every few seconds while an applicant types) as one short
 * transaction on statements prepared once, as answer-saves.ts does for saves: lockOpenApplication's own statement,
 * then the given keys written and the dropped ones deleted, every other key kept (another tab's typing), then the
 * merged draft measured. A Kysely transaction would hold SQLite's one connection across several turns of the event
 * loop, and every save waiting behind it.
 */
export interface DraftSaves {
  /**
   * `stored`: key -> value as the answer codec stores it; `drop`: keys to delete. 'frozen' when the application is
   * submitted, 'tooLarge' when the merged draft's keys and stored values would pass `maxBytes`: nothing is written.
   */
  merge(change: StoredDraftChange): Promise<'merged' | 'frozen' | 'tooLarge'>;
}

interface StoredDraftChange {
  applicantId: string;
  stored: Record<string, string>;
  drop: readonly string[];
  now: string;
  intendedStudentType: string;
}

/** Thrown inside the SQLite transaction so its savepoint rolls the change back. */
class DraftTooLarge extends Error {}

// Bytes, not characters: the limit it is held to is a request's size.
const SQLITE_DRAFT_BYTES = `select coalesce(sum(length(cast(key as blob)) + length(cast(value as blob))), 0) as bytes
  from answer_draft where applicant_id = ?`;

/** SQLite: the dropped rows deleted, the given ones upserted (unpacked from JSON by json_each), in the connection's turn. */
function sqliteDraftSaves(queued: QueuedSqlite, lockSql: string, maxBytes: number): DraftSaves {
  const sqlite = queued.database;
  const lock = sqlite.prepare<[string, string, string], { applicant_id: string }>(lockSql);
  const drop = sqlite.prepare<[string, string]>('delete from answer_draft where applicant_id = ? and key in (select value from json_each(?))');
  const upsert = sqlite.prepare<[string, string, string]>(
    `insert into answer_draft (applicant_id, key, value, typed_at) select ?, key, value, ? from json_each(?) where true
      on conflict (applicant_id, key) do update set value = excluded.value, typed_at = excluded.typed_at`,
  );
  const measure = sqlite.prepare<[string], { bytes: number }>(SQLITE_DRAFT_BYTES);
  const merge = groupCommit(queued, ({ applicantId, stored, drop: dropped, now, intendedStudentType }: StoredDraftChange) => {
    if (!lock.get(applicantId, now, intendedStudentType)) return 'frozen' as const;
    drop.run(applicantId, JSON.stringify(dropped));
    upsert.run(applicantId, now, JSON.stringify(stored));
    if (measure.get(applicantId)!.bytes > maxBytes) throw new DraftTooLarge();
    return 'merged' as const;
  });
  return {
    merge: (change) =>
      merge(change).catch((error: unknown) => {
        if (error instanceof DraftTooLarge) return 'tooLarge' as const;
        throw error;
      }),
  };
}

/**
 * PostgreSQL: the lock, then one statement that measures the merged draft and writes the change only if it fits,
 * in one transaction. Two statements, because a statement reads the rows as they were when it began: the second
 * begins once the lock is held, so it sees every change another tab committed before it.
 */
const mergeDraftSql = `with given as (select * from unnest($2::text[], $3::text[]) as given(key, value)),
merged as (
  select key, value from answer_draft where applicant_id = $1 and key <> all($2::text[]) and key <> all($4::text[])
  union all select key, value from given
),
fits as (select coalesce(sum(octet_length(key) + octet_length(value)), 0) <= $6 as ok from merged),
dropped as (
  delete from answer_draft where applicant_id = $1 and key = any($4::text[]) and (select ok from fits)
),
written as (
  insert into answer_draft (applicant_id, key, value, typed_at)
  select $1, given.key, given.value, $5 from given where (select ok from fits)
  on conflict (applicant_id, key) do update set value = excluded.value, typed_at = excluded.typed_at
)
select ok from fits`;

function postgresDraftSaves(pool: pg.Pool, lockSql: string, maxBytes: number): DraftSaves {
  async function mergeOn(client: pg.PoolClient, { applicantId, stored, drop, now, intendedStudentType }: StoredDraftChange) {
    const entries = Object.entries(stored);
    await client.query('begin');
    const locked = await client.query({ name: 'draft_lock', text: lockSql, values: [applicantId, now, intendedStudentType] });
    if (locked.rowCount !== 1) {
      await client.query('rollback');
      return 'frozen' as const;
    }
    const values = [applicantId, entries.map(([key]) => key), entries.map(([, value]) => value), drop, now, maxBytes];
    const { ok } = (await client.query<{ ok: boolean }>({ name: 'draft_merge', text: mergeDraftSql, values })).rows[0];
    await client.query(ok ? 'commit' : 'rollback');
    return ok ? ('merged' as const) : ('tooLarge' as const);
  }
  return {
    async merge(change) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await mergeOn(client, change);
      } catch (error) {
        // A connection whose rollback fails too is broken: it is closed, not given back to the pool.
        broken = await client.query('rollback').then(
          () => undefined,
          (rollbackError: unknown) => rollbackError as Error,
        );
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

/** The draft saves for the connection's engine; `maxBytes`: the most a request may carry (config.bodyLimit). */
export function draftSavesFor({ db, sqlite, pgPool }: Pick<Connection, 'db' | 'sqlite' | 'pgPool'>, maxBytes: number): DraftSaves {
  const lockSql = lockOpenApplicationSql(db);
  return pgPool ? postgresDraftSaves(pgPool, lockSql, maxBytes) : sqliteDraftSaves(sqlite!, lockSql, maxBytes);
}
