import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { addLoginFailure, clearLoginFailures, lockLogin, readLoginFailures } from '../db/accounts/login-failures.ts';
import type { Db } from '../db/database.ts';

const { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = authPolicy.loginThrottle;

/** The lock after the n-th failure in a row: none before `freeFailures`, then doubling from the first delay up to the maximum. */
export function lockSeconds(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(firstDelaySeconds * 2 ** (failures - freeFailures), maxDelaySeconds);
}

/** Failed logins per e-mail address, kept in the database so every server process sees the same count. */
export function createLoginThrottle(db: Db) {
  return {
    /** Seconds the address must still wait, or 0. */
    async waitSeconds(username: string, now: Date): Promise<number> {
      const state = await readLoginFailures(db, username);
      if (!state?.lockedUntil) return 0;
      return Math.max(0, Math.ceil((Date.parse(state.lockedUntil) - now.getTime()) / 1000));
    },
    async recordFailure(username: string, now: Date): Promise<void> {
      const forgetBefore = new Date(now.getTime() - forgetAfterSeconds * 1000).toISOString();
      const failures = await addLoginFailure(db, username, now.toISOString(), forgetBefore);
      const seconds = lockSeconds(failures);
      if (seconds > 0) await lockLogin(db, username, new Date(now.getTime() + seconds * 1000).toISOString());
    },
    async clear(username: string): Promise<void> {
      await clearLoginFailures(db, username);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
