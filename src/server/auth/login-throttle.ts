import { authPolicy } from '../../shared/auth/auth-policy.ts';
import {
  ALL_CLIENTS,
  clearLoginAttempts,
  countFailure,
  readFailures,
  readStreak,
  uncountFailure,
  reserveLoginAttempt,
  type LockSteps,
} from '../db/accounts/login-attempts.ts';
import type { Db } from '../db/database.ts';

const { freeFailures, allClientsFreeFailures, triesPerClientPastCeiling, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = authPolicy.loginThrottle;

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
 * attacker's failures lock the attacker's client, so the owner can still log in from theirs. Every attempt on the
 * address is also counted over all clients: past that ceiling (an attack spread over many client addresses) a
 * client gets only `triesPerClientPastCeiling` tries per streak, then waits until its streak is forgotten. The ceiling
 * never refuses a client that has not failed, so the owner's right password from their own client always counts.
 */
export function createLoginThrottle(db: Db) {
  return {
    /**
     * Reserves this attempt before the password is judged: 0 when it may be judged, else the seconds to wait.
     * Whether the address is past its ceiling is read first, so the client's reservation stays one statement; the
     * ceiling only narrows what a client may try, so requests racing past it never get a client more than its own
     * streak allows.
     */
    async reserve(username: string, client: string, now: Date): Promise<number> {
      const at = now.toISOString();
      const forgetBefore = new Date(now.getTime() - forgetAfterSeconds * 1000).toISOString();
      const everyClient = { username, client: ALL_CLIENTS };
      const pastCeiling = (await readFailures(db, everyClient, forgetBefore)) >= allClientsFreeFailures;
      const key = { username, client };
      const streakLimit = pastCeiling ? triesPerClientPastCeiling : null;
      if ((await reserveLoginAttempt(db, key, at, forgetBefore, lockSteps(now, freeFailures), streakLimit)) !== null) {
        await countFailure(db, everyClient, at, forgetBefore);
        return 0;
      }
      const streak = await readStreak(db, key);
      const lockedUntil = streak?.locked_until ? Date.parse(streak.locked_until) : 0;
      const forgotten = pastCeiling && streak ? Date.parse(streak.last_failed_at) + forgetAfterSeconds * 1000 : 0;
      return Math.max(1, Math.ceil((Math.max(lockedUntil, forgotten) - now.getTime()) / 1000));
    },
    /** The password was right: this client's streak is over, and the failure counted up front over all clients is taken back. */
    async succeeded(username: string, client: string): Promise<void> {
      await Promise.all([clearLoginAttempts(db, username, client), uncountFailure(db, { username, client: ALL_CLIENTS })]);
    },
    /** The address is proven (password reset): every client starts over, and so does the count over all clients. */
    async forgive(username: string): Promise<void> {
      await clearLoginAttempts(db, username);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
