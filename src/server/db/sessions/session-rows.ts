import type pg from 'pg';
import type { QueuedSqlite } from '../sqlite-dialect.ts';
import { groupRead } from '../sqlite-group-commit.ts';

/** One better-auth session (auth_session) with its applicant's address, as the per-request session check needs it. */
interface SessionRow {
  id: string;
  userId: string;
  email: string;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * The three statements of the per-request session check on better-auth's auth_session table, each prepared once:
 * the read by token (unique index, joined to the address), the idle-expiry move, the removal of an ended session.
 */
export interface SessionRows {
  byToken(token: string): Promise<SessionRow | undefined>;
  /** Moves the idle expiry on to `expiresAt`; never back (another process may have moved it further). */
  extend(id: string, expiresAt: Date, now: Date): Promise<void>;
  remove(id: string): Promise<void>;
}

const READ = `select s.id, s."userId", s."expiresAt", s."createdAt", u.email
  from auth_session s join auth_user u on u.id = s."userId" where s.token = $1`;
const EXTEND = `update auth_session set "expiresAt" = $1, "updatedAt" = $2 where id = $3 and "expiresAt" < $1`;
const REMOVE = 'delete from auth_session where id = $1';

interface RawRow {
  id: string;
  userId: string;
  email: string;
  expiresAt: string | Date;
  createdAt: string | Date;
}

const toRow = (raw: RawRow | undefined): SessionRow | undefined => raw && { ...raw, expiresAt: new Date(raw.expiresAt), createdAt: new Date(raw.createdAt) };

/**
 * SQLite: better-sqlite3 statements (synchronous, microseconds), run in the connection's turn so a write never lands
 * inside another request's Kysely transaction; the reads asked for together share one read transaction (groupRead).
 * better-auth keeps dates there as ISO strings.
 */
export function sqliteSessionRows(queued: QueuedSqlite): SessionRows {
  const { database: sqlite, inTurn } = queued;
  const read = sqlite.prepare<[string], RawRow>(READ.replace('$1', '?'));
  const extend = sqlite.prepare<{ expiresAt: string; now: string; id: string }>(EXTEND.replaceAll('$1', '@expiresAt').replace('$2', '@now').replace('$3', '@id'));
  const remove = sqlite.prepare<[string]>(REMOVE.replace('$1', '?'));
  const readByToken = groupRead(queued, (token: string) => read.get(token));
  return {
    byToken: async (token) => toRow(await readByToken(token)),
    extend: async (id, expiresAt, now) => {
      await inTurn(() => extend.run({ expiresAt: expiresAt.toISOString(), now: now.toISOString(), id }));
    },
    remove: async (id) => {
      await inTurn(() => remove.run(id));
    },
  };
}

/** PostgreSQL: named statements, so each pooled connection parses and plans them once. */
export function postgresSessionRows(pool: pg.Pool): SessionRows {
  return {
    byToken: async (token) => toRow((await pool.query<RawRow>({ name: 'session_read', text: READ, values: [token] })).rows[0]),
    extend: async (id, expiresAt, now) => {
      await pool.query({ name: 'session_extend', text: EXTEND, values: [expiresAt, now, id] });
    },
    remove: async (id) => {
      await pool.query({ name: 'session_remove', text: REMOVE, values: [id] });
    },
  };
}
