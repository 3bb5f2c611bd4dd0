import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { clearLoginAttempts, readLockedUntil, reserveLoginAttempt, type LockSteps } from '../db/accounts/login-attempts.ts';
import type { Db } from '../db/database.ts';

const { freeFailures, allClientsFreeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = authPolicy.loginThrottle;

/** The lock after the n-th failure in a row: none before `free`, then doubling from the first delay up to the maximum. */
function lockAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(firstDelaySeconds * 2 ** (failures - free), maxDelaySeconds);
}

/** The lock after the n-th failure of one client. */
export function lockSeconds(failures: number): number {
  return lockAfter(failures, freeFailures);
}

function lockSteps(now: Date, free: number): LockSteps {
  const locks: string[] = [];
  for (let failures = free; ; failures++) {
    const seconds = lockAfter(failures, free);
    locks.push(new Date(now.getTime() + seconds * 1000).toISOString());
    if (seconds >= maxDelaySeconds) return { free, locks };
  }
}

/**
 * Failed logins per address and client, kept in the database so every server process sees the same count. An
 * attacker's failures lock the attacker's client, so the owner can still log in from theirs; a far higher ceiling
 * over all clients together stops guessing spread over many addresses.
 */
export function createLoginThrottle(db: Db) {
  return {
    /**
     * Reserves this attempt before the password is judged: 0 when it may be judged, else the seconds to wait.
     * The client's own streak first, so attempts refused for a locked client never count against the owner.
     */
    async reserve(username: string, client: string, now: Date): Promise<number> {
      const forgetBefore = new Date(now.getTime() - forgetAfterSeconds * 1000).toISOString();
      const keys: Array<[string, number]> = [
        [client, freeFailures],
        ['*', allClientsFreeFailures],
      ];
      for (const [who, free] of keys) {
        const key = { username, client: who };
        if ((await reserveLoginAttempt(db, key, now.toISOString(), forgetBefore, lockSteps(now, free))) !== null) continue;
        const until = await readLockedUntil(db, key);
        return Math.max(1, Math.ceil(((until ? Date.parse(until) : 0) - now.getTime()) / 1000));
      }
      return 0;
    },
    /** The password was right: this client's streak is over. */
    async succeeded(username: string, client: string): Promise<void> {
      await clearLoginAttempts(db, username, client);
    },
    /** The address is proven (password reset): every client starts over. */
    async forgive(username: string): Promise<void> {
      await clearLoginAttempts(db, username);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
