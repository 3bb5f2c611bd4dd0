import type pg from 'pg';
import type { Connection } from '../connect.ts';
import type { QueuedSqlite } from '../sqlite-dialect.ts';
import { groupCommit } from '../sqlite-group-commit.ts';
import { lockOpenApplicationSql } from './application.ts';

/**
 * A draft replaced whole (PUT /api/draft, sent every few seconds while an applicant types) as one short transaction
 * on statements prepared once, as answer-saves.ts does for saves: lockOpenApplication's own statement, then the
 * draft's rows become exactly the given keys. A Kysely transaction would hold SQLite's one connection across several
 * turns of the event loop, and every save waiting behind it.
 */
export interface DraftSaves {
  /** `stored`: key -> value as the answer codec stores it. False when the application is submitted: nothing is written. */
  replace(applicantId: string, stored: Record<string, string>, now: string, intendedStudentType: string): Promise<boolean>;
}

interface Replace {
  applicantId: string;
  stored: Record<string, string>;
  now: string;
  intendedStudentType: string;
}

/** SQLite: the old rows deleted and the new ones inserted (unpacked from one JSON object by json_each), in the connection's turn. */
function sqliteDraftSaves(queued: QueuedSqlite, lockSql: string): DraftSaves {
  const sqlite = queued.database;
  const lock = sqlite.prepare<[string, string, string], { applicant_id: string }>(lockSql);
  const clear = sqlite.prepare<[string]>('delete from answer_draft where applicant_id = ?');
  const insert = sqlite.prepare<[string, string, string]>(
    'insert into answer_draft (applicant_id, key, value, typed_at) select ?, key, value, ? from json_each(?) where true',
  );
  const replace = groupCommit(queued, ({ applicantId, stored, now, intendedStudentType }: Replace) => {
    if (!lock.get(applicantId, now, intendedStudentType)) return false;
    clear.run(applicantId);
    insert.run(applicantId, now, JSON.stringify(stored));
    return true;
  });
  return { replace: (applicantId, stored, now, intendedStudentType) => replace({ applicantId, stored, now, intendedStudentType }) };
}

/**
 * PostgreSQL: one named statement. The parts of one statement do not see each other's changes, so the given keys
 * are upserted and the others deleted: two sets of rows that never meet. Both read the locked row, so a submitted
 * application's draft is left alone.
 */
const replaceDraftSql = (lockSql: string) => `with locked as (${lockSql}),
given as (select * from unnest($4::text[], $5::text[]) as given(key, value)),
dropped as (
  delete from answer_draft where applicant_id in (select applicant_id from locked) and key <> all($4::text[])
),
written as (
  insert into answer_draft (applicant_id, key, value, typed_at)
  select locked.applicant_id, given.key, given.value, $2 from locked cross join given
  on conflict (applicant_id, key) do update set value = excluded.value, typed_at = excluded.typed_at
)
select count(*)::int as locked from locked`;

function postgresDraftSaves(pool: pg.Pool, lockSql: string): DraftSaves {
  const text = replaceDraftSql(lockSql);
  return {
    async replace(applicantId, stored, now, intendedStudentType) {
      const entries = Object.entries(stored);
      const values = [applicantId, now, intendedStudentType, entries.map(([key]) => key), entries.map(([, value]) => value)];
      const result = await pool.query<{ locked: number }>({ name: 'draft_replace', text, values });
      return result.rows[0].locked === 1;
    },
  };
}

/** The draft saves for the connection's engine. */
export function draftSavesFor({ db, sqlite, pgPool }: Pick<Connection, 'db' | 'sqlite' | 'pgPool'>): DraftSaves {
  const lockSql = lockOpenApplicationSql(db);
  return pgPool ? postgresDraftSaves(pgPool, lockSql) : sqliteDraftSaves(sqlite!, lockSql);
}
