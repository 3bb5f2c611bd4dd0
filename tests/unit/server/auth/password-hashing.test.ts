import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2_CHANNEL, type Argon2Event } from '../../../../src/server/auth/password-hashing.ts';
import { THREAD_POOL_SIZE } from '../../../../src/server/thread-pool.ts';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { buildTestApp } from '../helpers/build.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';

/**
 * A sign-up hashes its password before any database transaction opens, so no other request
 * waits for the hash; password hashing is capped per process (503 with our message above the cap, nothing written).
 */

const { concurrent, waiting, retryAfterSeconds } = authPolicy.passwordHashing;

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(() => t.close());

/** A database connection is taken right now: on SQLite a transaction open on its one connection, on PostgreSQL a client out of the pool. */
function connectionTaken(app: FastifyInstance): boolean {
  if (app.sqlite) return app.sqlite.database.inTransaction;
  const pool = app.pgPool!;
  return pool.totalCount - pool.idleCount > 0;
}

/** Takes every hashing slot and every place in the queue until the returned function is called. */
function fillHashing(app: FastifyInstance): () => Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const holders = Array.from({ length: concurrent + waiting }, () => app.passwordHashing.withSlot(() => gate));
  return async () => {
    open();
    await Promise.all(holders);
  };
}

async function traces(email: string) {
  const [users, budget, guesses] = await Promise.all([
    t.app.db.selectFrom('auth_user').select('id').where('email', '=', email).execute(),
    t.app.db.selectFrom('mail_budget').select('key').where('key', 'like', `%${email}%`).execute(),
    t.app.db.selectFrom('code_guess').select('address').where('address', '=', email).execute(),
  ]);
  const mails = (await t.mails()).filter((mail) => mail.to === email);
  return { users: users.length, budget: budget.length, guesses: guesses.length, mails: mails.length };
}

describe('sign-up hashing', () => {
  it("hashes a sign-up's password with no database connection taken; another applicant's profile answers meanwhile", { retry: 0 }, async () => {
    const reader = await t.loggedIn(uniqueEmail('reader'));
    const seen: string[] = [];
    let profile: Promise<LightMyRequestResponse> | undefined;
    const watch = (message: unknown) => {
      const { operation, phase } = message as Argon2Event;
      if (operation !== 'hash') return;
      if (phase === 'end') {
        seen.push('hash end');
        return;
      }
      seen.push(`hash start, connection taken: ${connectionTaken(t.app)}`);
      profile = reader.get('/api/profile');
      void profile.then((response) => seen.push(`profile ${response.statusCode}`));
    };
    ARGON2_CHANNEL.subscribe(watch);
    let signup: LightMyRequestResponse;
    try {
      signup = await browser(t.app).post('/public/signup', { username: uniqueEmail('crowd'), password: GOOD_PASSWORD });
    } finally {
      ARGON2_CHANNEL.unsubscribe(watch);
    }
    expect(signup.statusCode).toBe(200);
    expect((await profile)?.statusCode).toBe(200);
    // One hash per sign-up, made before better-auth's transaction (it reuses it inside).
    expect(seen.filter((event) => event.startsWith('hash start'))).toEqual(['hash start, connection taken: false']);
    // On SQLite the profile's reads need no thread: it answers within the turn the hash started in, while argon2
    // runs on its own thread. (Before the fix it waited for the sign-up's transaction, which held the connection.)
    if (t.app.sqlite) expect(seen).toEqual(['hash start, connection taken: false', 'profile 200', 'hash end']);
  });

  it('answers 503 with our message above the cap and writes nothing; the same sign-up succeeds once a slot frees', { retry: 0 }, async () => {
    const email = uniqueEmail('busy');
    const visitor = browser(t.app, '10.61.0.1');
    const release = fillHashing(t.app);
    let refused: LightMyRequestResponse;
    try {
      refused = await visitor.post('/public/signup', { username: email, password: GOOD_PASSWORD });
    } finally {
      await release();
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: authMessages.passwordHashingBusy });
    expect(refused.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(await traces(email)).toEqual({ users: 0, budget: 0, guesses: 0, mails: 0 });

    expect((await visitor.post('/public/signup', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await traces(email)).toMatchObject({ users: 1, mails: 1 });
  });

  it('a busy login counts no failed attempt: more than the free failures refused busy, then the owner logs in', { retry: 0 }, async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.62.0.1');
    const owner = browser(t.app, '10.62.0.1');
    const release = fillHashing(t.app);
    const answers: LightMyRequestResponse[] = [];
    try {
      for (let i = 0; i <= authPolicy.loginThrottle.freeFailures; i++) {
        answers.push(await owner.post('/public/login', { username: email, password: 'Wrong-Password-000' }));
      }
    } finally {
      await release();
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 503));
    expect(answers[0].json()).toEqual({ message: authMessages.passwordHashingBusy });
    expect((await owner.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
});

describe('password hashing: the thread pool', () => {
  it('wants one libuv thread per concurrent hash beside the default four, and a production start without them warns', async () => {
    expect(THREAD_POOL_SIZE).toBe(concurrent + 4);
    const warnings = async (env: Record<string, string>) => {
      const lines: string[] = [];
      const test = await buildTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }, { logStream: { write: (line) => void lines.push(line) } });
      await test.close();
      return lines.map((line) => (JSON.parse(line) as { msg: string }).msg).filter((msg) => msg.includes('UV_THREADPOOL_SIZE'));
    };
    expect(await warnings({})).toEqual([
      `UV_THREADPOOL_SIZE is 4: password hashes may take most of libuv's threads from file and DNS work; ` +
        `start the process with UV_THREADPOOL_SIZE=${THREAD_POOL_SIZE} (npm start does)`,
    ]);
    expect(await warnings({ UV_THREADPOOL_SIZE: String(THREAD_POOL_SIZE) })).toEqual([]);
  });
});
