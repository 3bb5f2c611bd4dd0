import type { Db } from '../database.ts';

/** The key that counts the failures of every client of an address together. */
export const ALL_CLIENTS = '*';

/** One login attempt's key: the address and the client (its key, http/client-key.ts, or ALL_CLIENTS). */
export interface AttemptKey {
  username: string;
  client: string;
}

/**
 * The lock a streak calls for: none before `free` failures, then `locks[0]` after the free-th, `locks[1]` after the
 * next, and the last one for every failure beyond (ISO 8601 times, computed by the caller for this moment).
 */
export interface LockSteps {
  free: number;
  locks: string[];
}

/**
 * Reserves one attempt before the password is judged, in ONE conditional statement (SQLite and PostgreSQL): the
 * attempt is counted as a failure up front and the lock its count calls for is set at the same time, unless the key
 * is locked now. Returns the attempt's number in the current streak, or null when the key is locked (nothing judged),
 * so however many requests run in parallel, only those the policy allows are ever judged. A streak whose last
 * failure is older than `forgetBefore` starts over. With a `streakLimit`, a streak that already holds that many
 * failures is refused too, lock or not, until it is forgotten.
 */
export async function reserveLoginAttempt(
  db: Db,
  key: AttemptKey,
  now: string,
  forgetBefore: string,
  steps: LockSteps,
  streakLimit: number | null = null,
): Promise<number | null> {
  const { free, locks } = steps;
  const row = await db
    .insertInto('login_attempt')
    .values({ ...key, failures: 1, last_failed_at: now, locked_until: free <= 1 ? locks[0] : null })
    .onConflict((oc) =>
      oc
        .columns(['username', 'client'])
        .doUpdateSet((eb) => {
          const next = eb
            .case()
            .when('login_attempt.last_failed_at', '<', forgetBefore)
            .then(1)
            .else(eb('login_attempt.failures', '+', 1))
            .end();
          let lock = eb
            .case()
            .when(next, '<', free)
            .then(null as string | null);
          locks.slice(0, -1).forEach((until, step) => {
            lock = lock.when(next, '=', free + step).then(until);
          });
          return { failures: next, last_failed_at: now, locked_until: lock.else(locks[locks.length - 1]).end() };
        })
        .where((eb) =>
          eb.and([
            eb.or([eb('login_attempt.locked_until', 'is', null), eb('login_attempt.locked_until', '<=', now)]),
            ...(streakLimit === null ? [] : [eb.or([eb('login_attempt.last_failed_at', '<', forgetBefore), eb('login_attempt.failures', '<', streakLimit)])]),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

export async function readStreak(db: Db, key: AttemptKey): Promise<{ last_failed_at: string; locked_until: string | null } | undefined> {
  return db
    .selectFrom('login_attempt')
    .select(['last_failed_at', 'locked_until'])
    .where('username', '=', key.username)
    .where('client', '=', key.client)
    .executeTakeFirst();
}

/** The failures of a key's streak that is not yet forgotten (0 when there is none). */
export async function readFailures(db: Db, key: AttemptKey, forgetBefore: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select('failures')
    .where('username', '=', key.username)
    .where('client', '=', key.client)
    .where('last_failed_at', '>=', forgetBefore)
    .executeTakeFirst();
  return row ? Number(row.failures) : 0;
}

/** Counts one failure against a key that never locks (one statement); a streak older than `forgetBefore` starts over. */
export async function countFailure(db: Db, key: AttemptKey, now: string, forgetBefore: string): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ ...key, failures: 1, last_failed_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['username', 'client']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_attempt.last_failed_at', '<', forgetBefore)
          .then(1)
          .else(eb('login_attempt.failures', '+', 1))
          .end(),
        last_failed_at: now,
      })),
    )
    .execute();
}

/** Takes back one failure counted up front, when the password proved right. */
export async function uncountFailure(db: Db, key: AttemptKey): Promise<void> {
  await db
    .updateTable('login_attempt')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('username', '=', key.username)
    .where('client', '=', key.client)
    .where('failures', '>', 0)
    .execute();
}

/** Forgets the streak of one client of an address (after a right password), or of every client (after a reset). */
export async function clearLoginAttempts(db: Db, username: string, client?: string): Promise<void> {
  let query = db.deleteFrom('login_attempt').where('username', '=', username);
  if (client !== undefined) query = query.where('client', '=', client);
  await query.execute();
}

/** Removes streaks that are over: nothing locked any more and the last failure older than `forgetBefore`. */
export async function purgeLoginAttempts(db: Db, now: string, forgetBefore: string): Promise<void> {
  await db
    .deleteFrom('login_attempt')
    .where('last_failed_at', '<', forgetBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}
