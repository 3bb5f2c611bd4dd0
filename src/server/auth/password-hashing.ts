import { AsyncLocalStorage } from 'node:async_hooks';
import { channel } from 'node:diagnostics_channel';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/**
 * argon2id with one lane (the library's default, pinned): one hash is one job on libuv's thread pool, so
 * `concurrent` hashes occupy exactly `concurrent` threads (see thread-pool.ts).
 */
const ARGON2 = { parallelism: 1 } as const;

export interface Argon2Event {
  operation: 'hash' | 'verify';
  phase: 'start' | 'end';
}

/** Announces each argon2 computation as it starts and as it ends (Argon2Event), for tests and tracing tools. */
export const ARGON2_CHANNEL = channel('admissions:argon2');

async function announced<T>(operation: Argon2Event['operation'], compute: () => Promise<T>): Promise<T> {
  ARGON2_CHANNEL.publish({ operation, phase: 'start' } satisfies Argon2Event);
  try {
    return await compute();
  } finally {
    ARGON2_CHANNEL.publish({ operation, phase: 'end' } satisfies Argon2Event);
  }
}

/** Every hashing slot is taken and `waiting` calls already wait: the caller answers 503 and writes nothing. */
export class PasswordHashingBusy extends Error {
  constructor() {
    super('password hashing is at its limit');
    this.name = 'PasswordHashingBusy';
  }
}

export interface PasswordHashingLimits {
  /** Hashes computed at the same time. */
  concurrent: number;
  /** Calls that may wait for a slot; one more is refused at once. */
  waiting: number;
}

interface Scope {
  /** This call holds a slot: hashes inside it take no other (a second one could wait for ever). */
  holdsSlot: boolean;
  /** A hash computed before a database transaction opened, handed to better-auth when it asks for this password. */
  prehashed?: { password: string; hash: string };
}

/**
 * The one door to argon2 for the whole process: at most `concurrent` hashes or verifications at once, a bounded
 * queue behind them, busy beyond it. A flow takes its slot (withSlot) before it writes anything, so a busy answer
 * leaves no trace; and a password is hashed before any transaction opens (withHash), so a hash never holds the
 * database (on SQLite its only connection) while it runs. The slots are this process's on purpose: they guard its own
 * thread pool and cores, so each process of several behind a load balancer keeps a core for its requests.
 */
export function createPasswordHashing({ concurrent, waiting }: PasswordHashingLimits) {
  const scope = new AsyncLocalStorage<Scope>();
  let running = 0;
  const queue: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (running < concurrent) {
      running += 1;
      return;
    }
    if (queue.length >= waiting) throw new PasswordHashingBusy();
    // release() hands its slot straight to the first in line, so `running` stays as it is.
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }

  /** Runs `work` holding a slot (taken at once, after those waiting, or refused with PasswordHashingBusy). */
  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    const current = scope.getStore();
    if (current?.holdsSlot) return work();
    await acquire();
    try {
      return await scope.run({ ...current, holdsSlot: true }, work);
    } finally {
      release();
    }
  }

  /** The argon2id hash of a password, or the one withHash prepared for it. */
  async function hash(password: string): Promise<string> {
    const prepared = scope.getStore()?.prehashed;
    if (prepared?.password === password) return prepared.hash;
    return withSlot(() => announced('hash', () => argon2Hash(password, ARGON2)));
  }

  return {
    withSlot,
    hash,
    verify: (stored: string, password: string): Promise<boolean> => withSlot(() => announced('verify', () => argon2Verify(stored, password))),
    /** Runs `work` (e.g. better-auth's sign-up transaction) with the hash of `password` ready for it: no hash inside. */
    withHash: <T>(password: string, hashed: string, work: () => Promise<T>): Promise<T> =>
      scope.run({ holdsSlot: scope.getStore()?.holdsSlot ?? false, prehashed: { password, hash: hashed } }, work),
  };
}

export type PasswordHashing = ReturnType<typeof createPasswordHashing>;
