import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';
import { codeIn } from '../../../support/mail-files.ts';

/** Code answers that tell no account apart, and one mail budget. */

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const WRONG = '000000';
const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;
const mailsTo = async (email: string) => (await t.mails()).filter((mail) => mail.to === email).length;

describe('confirm and reset answer alike for every address', () => {
  it('six wrong confirmation codes: the same answers for an unconfirmed account and an unknown address', async () => {
    const b = browser(t.app, '10.31.0.1');
    const known = uniqueEmail('pending');
    await b.post('/public/signup', { username: known, password: GOOD_PASSWORD });
    const unknown = uniqueEmail('ghost');
    const answers: Record<string, string[]> = {};
    for (const email of [known, unknown]) {
      answers[email] = [];
      for (let i = 0; i < 6; i++) answers[email].push(messageOf(await b.post('/public/confirm', { username: email, code: WRONG })));
    }
    expect(answers[known]).toEqual([...Array(5).fill(authMessages.codeInvalid), authMessages.codeVoid]);
    expect(answers[unknown]).toEqual(answers[known]);
  });

  it('six wrong reset codes: the same answers for an account and an unknown address', async () => {
    const b = browser(t.app, '10.31.1.1');
    const known = uniqueEmail('owner');
    await t.loggedIn(known, GOOD_PASSWORD, '10.31.1.2');
    const unknown = uniqueEmail('ghost');
    const answers: string[][] = [];
    for (const email of [known, unknown]) {
      await b.post('/public/forgot-password', { username: email });
      const mine: string[] = [];
      for (let i = 0; i < 6; i++) {
        mine.push(messageOf(await b.post('/public/reset-password', { username: email, id: WRONG, password: 'Brand-New-Pass-42!' })));
      }
      answers.push(mine);
    }
    expect(answers[0]).toEqual([...Array(5).fill(authMessages.codeInvalid), authMessages.codeVoid]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('an expired code answers the same for an account and for an unknown address that asked for one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = browser(t.app, '10.31.2.1');
    const known = uniqueEmail('pending');
    await b.post('/public/signup', { username: known, password: GOOD_PASSWORD });
    const unknown = uniqueEmail('ghost');
    await b.post('/public/resend-confirm', { username: unknown });
    vi.setSystemTime(Date.now() + (authPolicy.code.expiresInSeconds + 60) * 1000);
    const knownAnswer = await b.post('/public/confirm', { username: known, code: WRONG });
    const unknownAnswer = await b.post('/public/confirm', { username: unknown, code: WRONG });
    expect(messageOf(knownAnswer)).toBe(authMessages.codeExpired);
    expect(messageOf(unknownAnswer)).toBe(messageOf(knownAnswer));
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
  });
});

describe('one mail budget per address, and a daily cap on guesses', () => {
  it('a login with the right password of an unconfirmed account does not mail a code every time', async () => {
    const b = browser(t.app, '10.32.0.1');
    const email = uniqueEmail('pending');
    await b.post('/public/signup', { username: email, password: GOOD_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await b.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode);
    const budget = authPolicy.codeRequestsPerAddressPerHour + authPolicy.codeRequestsPerClientBeyondAddressBudget;
    expect(await mailsTo(email)).toBe(budget);
    expect(statuses).toEqual([...Array(budget - 1).fill(403), ...Array(10 - budget + 1).fill(429)]);
    const refused = await b.post('/public/login', { username: email, password: GOOD_PASSWORD });
    expect(refused.json()).toEqual({ message: authMessages.tooManyCodeRequests });
  });

  it('sign-ups for an existing address do not flood its owner with mail', async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.32.1.1');
    const before = await mailsTo(email);
    const attacker = browser(t.app, '10.32.1.2');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attacker.post('/public/signup', { username: email, password: GOOD_PASSWORD })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await mailsTo(email)) - before).toBeLessThanOrEqual(authPolicy.codeRequestsPerAddressPerHour);
  });

  it('caps code guesses per address per day, however many new codes are asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = browser(t.app, '10.32.2.1');
    const email = uniqueEmail('pending');
    await b.post('/public/signup', { username: email, password: GOOD_PASSWORD });
    const { allowedAttempts, guessesPerAddressPerDay } = authPolicy.code;
    let guesses = 0;
    while (guesses + allowedAttempts <= guessesPerAddressPerDay) {
      for (let i = 0; i < allowedAttempts; i++) {
        expect(messageOf(await b.post('/public/confirm', { username: email, code: WRONG }))).toBe(authMessages.codeInvalid);
      }
      guesses += allowedAttempts;
      // A new hour, a new code: the mail budget allows it, and the code's own allowance starts over.
      vi.setSystemTime(Date.now() + 3601_000);
      expect((await b.post('/public/resend-confirm', { username: email })).statusCode).toBe(200);
    }
    const capped = await b.post('/public/confirm', { username: email, code: codeIn(await t.lastMailTo(email)) });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ message: authMessages.tooManyCodeGuesses });
    vi.setSystemTime(Date.now() + 86_401_000);
    await b.post('/public/resend-confirm', { username: email });
    expect((await b.post('/public/confirm', { username: email, code: codeIn(await t.lastMailTo(email)) })).statusCode).toBe(200);
  });
});

describe('the owner can always ask for a reset within their own budget', () => {
  it("an attacker spending the address's reset budget does not stop the owner's request", async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.33.0.1');
    const attacker = browser(t.app, '10.33.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attacker.post('/public/forgot-password', { username: email })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const owner = browser(t.app, '10.33.0.3');
    const before = await mailsTo(email);
    const request = await owner.post('/public/forgot-password', { username: email });
    expect(request.statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(before + 1);
    const code = codeIn(await t.lastMailTo(email));
    const reset = await owner.post('/public/reset-password', { username: email, id: code, password: 'Brand-New-Pass-42!' });
    expect(reset.statusCode).toBe(200);
  });
});
