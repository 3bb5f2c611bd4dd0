import { sql } from 'kysely';
import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { purgeCodeGuesses } from '../db/accounts/code-guesses.ts';
import { purgeLoginAttempts } from '../db/accounts/login-attempts.ts';
import { purgeMailBudgets } from '../db/accounts/mail-budget.ts';
import type { Db, Engine } from '../db/database.ts';
import { purgeRateLimits } from '../db/rate-limit/rate-limit-hits.ts';

const DAY = 86_400_000;

/**
 * Removes what unauthenticated requests left behind once its window is over: login streaks, mail budgets, code
 * guesses, per-route request counters, expired codes, and accounts never confirmed within `unconfirmedAccountDays` (anyone may sign up any
 * address; the owner can sign up again).
 */
export async function purgeExpired(db: Db, engine: Engine, now = new Date()): Promise<void> {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  // better-auth's dates: ISO text on SQLite, timestamptz on PostgreSQL.
  const authDate = (ms: number) => (engine === 'postgres' ? sql`${new Date(now.getTime() - ms)}` : sql`${iso(ms)}`);
  await purgeLoginAttempts(db, now.toISOString(), iso(authPolicy.loginThrottle.forgetAfterSeconds * 1000));
  await purgeMailBudgets(db, iso(3600_000));
  await purgeRateLimits(db, now);
  await purgeCodeGuesses(db, iso(authPolicy.code.expiresInSeconds * 1000), iso(DAY));
  await sql`delete from auth_verification where ${sql.ref('expiresAt')} < ${authDate(0)}`.execute(db);
  await sql`delete from auth_user where ${sql.ref('emailVerified')} = ${engine === 'postgres' ? false : 0}
    and ${sql.ref('createdAt')} < ${authDate(authPolicy.unconfirmedAccountDays * DAY)}`.execute(db);
}
