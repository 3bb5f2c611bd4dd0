import type pg from 'pg';
import type { Connection } from '../connect.ts';
import type { QueuedSqlite } from '../sqlite-dialect.ts';
import { groupCommit } from '../sqlite-group-commit.ts';
import type { AnswerSaveId } from '../../../shared/form/answer-save-id.ts';
import type { AnswerCodec } from '../../secrets/answer-codec.ts';
import type { StoredAnswers } from './answers.ts';
import { lockOpenApplicationSql } from './application.ts';

/**
 * A save of answers (PUT /api/answer, the call every applicant makes most) as one short transaction on statements
 * prepared once, without Kysely's query building. It does what `withOpenApplication` + `upsertAnswers` do:
 * lockOpenApplication's own statement (application.ts), then each given key upserted and dropped from the draft.
 */
export interface AnswerSaves {
  /**
   * Takes the applicant's application row (creating it) while it is not submitted and writes the given keys, every
   * other key kept; all of it or nothing. False when the application is submitted: nothing is written. With a save
   * id, a key whose stored value came from a later (or the same) save of that writer keeps it (UPDATE_NOT_OLDER).
   */
  save(applicantId: string, answers: StoredAnswers, now: string, intendedStudentType: string, saveId?: AnswerSaveId | null): Promise<boolean>;
}

// The upsert's update, and when it applies: always, unless the stored value came from the same writer's save of the
// same or a higher number (a retried or late copy of an earlier save). Writers are pages, so two pages (two
// devices) are ordered by arrival, as saves without an id are.
const UPDATE_NOT_OLDER = `do update set value = excluded.value, save_writer = excluded.save_writer, save_sequence = excluded.save_sequence
  where excluded.save_writer is null or answer.save_writer is null or answer.save_writer <> excluded.save_writer
    or excluded.save_sequence > answer.save_sequence`;

// A saved key is no longer a draft: the save drops it from the applicant's draft in its own transaction.
const CLEAR_DRAFT_SQLITE = 'delete from answer_draft where applicant_id = ? and key in (select key from json_each(?))';

interface Save {
  applicantId: string;
  answers: StoredAnswers;
  now: string;
  intendedStudentType: string;
  saveId: AnswerSaveId | null;
}

/**
 * SQLite: better-sqlite3 statements, each save whole or not at all, the saves that arrive together committed together
 * (sqlite-group-commit.ts), in the connection's turn (never inside a Kysely transaction).
 */
function sqliteAnswerSaves(queued: QueuedSqlite, lockSql: string, codec: AnswerCodec): AnswerSaves {
  const sqlite = queued.database;
  const lock = sqlite.prepare<[string, string, string], { applicant_id: string }>(lockSql);
  // All the keys in one statement: a JSON object of stored values (key -> JSON text), unpacked by json_each. One
  // statement instead of one per key is about a third less CPU for a dozen answers ('where true' lets SQLite's
  // parser take the upsert after a select).
  const upsert = sqlite.prepare<[string, string | null, number | null, string]>(
    `insert into answer (applicant_id, key, value, save_writer, save_sequence) select ?, key, value, ?, ? from json_each(?) where true
      on conflict (applicant_id, key) ${UPDATE_NOT_OLDER}`,
  );
  const clearDraft = sqlite.prepare<[string, string]>(CLEAR_DRAFT_SQLITE);
  const save = groupCommit(queued, ({ applicantId, answers, now, intendedStudentType, saveId }: Save) => {
    if (!lock.get(applicantId, now, intendedStudentType)) return false;
    const stored: Record<string, string> = Object.create(null); // no prototype: any key is just a key
    for (const key in answers) stored[key] = codec.store(applicantId, key, answers[key]);
    const json = JSON.stringify(stored);
    upsert.run(applicantId, saveId?.writer ?? null, saveId?.sequence ?? null, json);
    clearDraft.run(applicantId, json);
    return true;
  });
  return {
    save: (applicantId, answers, now, intendedStudentType, saveId = null) => save({ applicantId, answers, now, intendedStudentType, saveId }),
  };
}

/**
 * PostgreSQL: one named statement, so one round trip and its own transaction. The answers' upsert and the draft's
 * clearing read the locked row from the lock's RETURNING, so they run after the lock and change nothing when the
 * application is submitted.
 */
const saveAnswersSql = (lockSql: string) => `with locked as (${lockSql}),
saved as (
  insert into answer (applicant_id, key, value, save_writer, save_sequence)
  select locked.applicant_id, given.key, given.value, $6::varchar, $7::bigint
  from locked cross join unnest($4::text[], $5::text[]) as given(key, value)
  on conflict (applicant_id, key) ${UPDATE_NOT_OLDER}
),
cleared as (
  delete from answer_draft where applicant_id in (select applicant_id from locked) and key = any($4::text[])
)
select count(*)::int as locked from locked`;

function postgresAnswerSaves(pool: pg.Pool, lockSql: string, codec: AnswerCodec): AnswerSaves {
  const text = saveAnswersSql(lockSql);
  return {
    async save(applicantId, answers, now, intendedStudentType, saveId = null) {
      const entries = Object.entries(answers);
      const values = [
        applicantId,
        now,
        intendedStudentType,
        entries.map(([key]) => key),
        entries.map(([key, value]) => codec.store(applicantId, key, value)),
        saveId?.writer ?? null,
        saveId === null ? null : String(saveId.sequence),
      ];
      const result = await pool.query<{ locked: number }>({ name: 'answer_save', text, values });
      return result.rows[0].locked === 1;
    },
  };
}

/** The saves for the connection's engine. */
export function answerSavesFor({ db, sqlite, pgPool }: Pick<Connection, 'db' | 'sqlite' | 'pgPool'>, codec: AnswerCodec): AnswerSaves {
  const lockSql = lockOpenApplicationSql(db);
  return pgPool ? postgresAnswerSaves(pgPool, lockSql, codec) : sqliteAnswerSaves(sqlite!, lockSql, codec);
}
