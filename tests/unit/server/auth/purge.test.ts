import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';

/** Rows created by unauthenticated requests are purged after their window. */

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(() => t.close());

async function counts() {
  const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.db)).rows[0].n);
  return {
    login_attempt: await count('login_attempt'),
    mail_budget: await count('mail_budget'),
    code_guess: await count('code_guess'),
    auth_user: await count('auth_user'),
    auth_verification: await count('auth_verification'),
    rate_limit: await count('rate_limit'),
  };
}

describe('purge of rows made by unauthenticated requests', () => {
  it('keeps rows inside their window, removes them after it, and keeps confirmed accounts', async () => {
    const confirmed = uniqueEmail('owner');
    await t.loggedIn(confirmed, GOOD_PASSWORD, '10.41.0.1');
    const stranger = browser(t.app, '10.41.0.2');
    await stranger.post('/public/signup', { username: uniqueEmail('never-confirmed'), password: GOOD_PASSWORD });
    await stranger.post('/public/login', { username: uniqueEmail('ghost'), password: 'Wrong-Password-000' });
    await stranger.post('/public/forgot-password', { username: uniqueEmail('ghost') });
    await stranger.post('/public/confirm', { username: uniqueEmail('ghost'), code: '000000' });

    const before = await counts();
    expect(before.rate_limit).toBeGreaterThan(0);
    await t.app.purgeExpiredAccounts(new Date());
    expect(await counts()).toEqual(before);

    const later = new Date(Date.now() + (authPolicy.unconfirmedAccountDays + 1) * 86_400_000);
    await t.app.purgeExpiredAccounts(later);
    expect(await counts()).toEqual({ login_attempt: 0, mail_budget: 0, code_guess: 0, auth_user: 1, auth_verification: 0, rate_limit: 0 });
    const owner = browser(t.app, '10.41.0.3');
    expect((await owner.post('/public/login', { username: confirmed, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
});
