import type { Db } from '../database.ts';

export interface LoginFailureState {
  failures: number;
  lastFailedAt: string;
  lockedUntil: string | null;
}

export async function readLoginFailures(db: Db, username: string): Promise<LoginFailureState | undefined> {
  const row = await db
    .selectFrom('login_failure')
    .select(['failures', 'last_failed_at', 'locked_until'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row && { failures: Number(row.failures), lastFailedAt: row.last_failed_at, lockedUntil: row.locked_until };
}

/** Counts one more failure in one statement (concurrent failures all count); starts over when the last one is older than `forgetBefore`. */
export async function addLoginFailure(db: Db, username: string, now: string, forgetBefore: string): Promise<number> {
  const row = await db
    .insertInto('login_failure')
    .values({ username, failures: 1, last_failed_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_failure.last_failed_at', '<', forgetBefore)
          .then(1)
          .else(eb('login_failure.failures', '+', 1))
          .end(),
        last_failed_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockLogin(db: Db, username: string, until: string): Promise<void> {
  await db.updateTable('login_failure').set({ locked_until: until }).where('username', '=', username).execute();
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', username).execute();
}
