import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';

/** The login lock under parallel attempts, and keyed so an attacker cannot lock the owner out. */

const BAD = 'Wrong-Password-000';
const { freeFailures } = authPolicy.loginThrottle;

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(() => t.close());

describe('parallel wrong passwords', () => {
  it('judges at most the allowed number of 20 parallel attempts; the others are refused unjudged', async () => {
    const email = uniqueEmail('target');
    await t.loggedIn(email, GOOD_PASSWORD, '10.21.0.1');
    const attacker = browser(t.app, '10.21.0.2');
    const answers = await Promise.all(Array.from({ length: 20 }, () => attacker.post('/public/login', { username: email, password: BAD })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - freeFailures);
    // Even the right password is not judged while the lock holds.
    expect((await attacker.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(429);
  });
});

describe('an attacker cannot keep the owner out', () => {
  it('locks the attacking client only; the owner logs in from theirs', async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.22.0.1');
    const attacker = browser(t.app, '10.22.0.2');
    for (let i = 0; i < freeFailures + 3; i++) await attacker.post('/public/login', { username: email, password: BAD });
    const refused = await attacker.post('/public/login', { username: email, password: BAD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed login attempts\. Please wait \d+ minutes? and try again\.$/);

    const owner = browser(t.app, '10.22.0.3');
    const login = await owner.post('/public/login', { username: email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ message: authMessages.loggedIn });
  });

  it('a password reset lifts every lock of the address', async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.23.0.1');
    const shared = browser(t.app, '10.23.0.2');
    for (let i = 0; i < freeFailures; i++) await shared.post('/public/login', { username: email, password: BAD });
    expect((await shared.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(429);
    expect((await shared.post('/public/forgot-password', { username: email })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await t.lastMailTo(email)).text)?.[1];
    const NEW = 'Brand-New-Pass-42!';
    expect((await shared.post('/public/reset-password', { username: email, id: code, password: NEW })).statusCode).toBe(200);
    expect((await shared.post('/public/login', { username: email, password: NEW })).statusCode).toBe(200);
  });
});
