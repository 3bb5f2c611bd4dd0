import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOptions } from '../../../../src/server/auth/create-auth.ts';
import { buildAuthApp, type AuthApp } from './auth-harness.ts';

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(async () => {
  await t.close();
});

describe('the accounts migration', () => {
  it('creates exactly the tables and columns better-auth expects', async () => {
    const options = authOptions({
      db: t.app.db,
      engine: t.app.dbEngine,
      secret: 'x'.repeat(32),
      baseURL: 'http://localhost',
      secureCookies: false,
      log: t.app.log,
      hashing: t.app.passwordHashing,
      onCode: async () => undefined,
      onExistingAccountSignUp: async () => undefined,
    });
    const { toBeCreated, toBeAdded } = await getMigrations(options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});
