import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';
import { codeIn } from '../../../support/mail-files.ts';

/**
 * Attacks spread over many client addresses, or made from one client against a shared limit: none of them may
 * keep the owner out, and none may turn a per-client allowance into an unlimited one.
 */

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(() => t.close());

const WRONG_CODE = '000000';
const BAD_PASSWORD = 'Wrong-Password-000';
const { freeFailures, allClientsFreeFailures } = authPolicy.loginThrottle;
const { allowedAttempts, guessesPerAddressPerDay, otherClientsGuessesPerCode } = authPolicy.code;
const mailsTo = async (email: string) => (await t.mails()).filter((mail) => mail.to === email).length;

describe('code guesses: the owner with the right code gets in', () => {
  it("one client's wrong guesses past the daily cap do not stop the owner's confirmation from another client", async () => {
    const email = uniqueEmail('owner');
    const owner = browser(t.app, '10.41.0.1');
    expect((await owner.post('/public/signup', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const code = codeIn(await t.lastMailTo(email));
    const attacker = browser(t.app, '10.41.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < guessesPerAddressPerDay + 4; i++) {
      statuses.push((await attacker.post('/public/confirm', { username: email, code: WRONG_CODE })).statusCode);
    }
    expect(statuses.at(-1)).not.toBe(200);
    // The owner opens the mail on another device: a client that neither asked for the code nor guessed.
    const phone = browser(t.app, '10.41.0.3');
    const confirm = await phone.post('/public/confirm', { username: email, code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: authMessages.confirmed });
  });

  it('clients that did not ask for the code share a ceiling; the client that asked always gets its own guesses', async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.42.0.1');
    const owner = browser(t.app, '10.42.0.1');
    expect((await owner.post('/public/forgot-password', { username: email })).statusCode).toBe(200);
    const code = codeIn(await t.lastMailTo(email));
    const attackers = Math.ceil(otherClientsGuessesPerCode / allowedAttempts) + 1;
    for (let a = 0; a < attackers; a++) {
      const attacker = browser(t.app, `10.42.1.${a + 1}`);
      for (let i = 0; i < allowedAttempts + 1; i++) {
        await attacker.post('/public/reset-password', { username: email, id: WRONG_CODE, password: 'Attacker-Pass-42!' });
      }
    }
    // Past the ceiling a fresh client is not judged, even with the right code: guessing from many addresses ends there.
    const stranger = await browser(t.app, '10.42.2.1').post('/public/reset-password', { username: email, id: code, password: 'Attacker-Pass-42!' });
    expect(stranger.statusCode).toBe(400);
    const reset = await owner.post('/public/reset-password', { username: email, id: code, password: 'Brand-New-Pass-42!' });
    expect(reset.statusCode).toBe(200);
    expect((await owner.post('/public/login', { username: email, password: 'Brand-New-Pass-42!' })).statusCode).toBe(200);
  });
});

describe('login lock: failures spread over many clients', () => {
  it('wrong passwords from 21 addresses past the ceiling do not stop the owner logging in from a fresh one', async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.43.0.1');
    const clients = Math.ceil((allClientsFreeFailures + freeFailures) / freeFailures);
    expect(clients).toBe(21);
    for (let c = 0; c < clients; c++) {
      const attacker = browser(t.app, `10.43.1.${c + 1}`);
      for (let i = 0; i < freeFailures; i++) await attacker.post('/public/login', { username: email, password: BAD_PASSWORD });
    }
    const owner = browser(t.app, '10.43.2.1');
    const login = await owner.post('/public/login', { username: email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ message: authMessages.loggedIn });

    // Past the ceiling, a fresh attacking client gets one judged try, then waits.
    const late = browser(t.app, '10.43.3.1');
    expect((await late.post('/public/login', { username: email, password: BAD_PASSWORD })).statusCode).toBe(401);
    const refused = await late.post('/public/login', { username: email, password: BAD_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('IPv6 clients are keyed by their /64', () => {
  /** The i-th address of a /64 (written `a:b:c:d`), its low 64 bits different each time. */
  const inNetwork = (network: string, i: number) => `${network}:${(i + 1).toString(16)}:abcd:${((i * 7919) % 0x10000).toString(16)}:1`;

  it('rotating the low 64 bits gets no more login tries; another /64 is another client', async () => {
    const email = uniqueEmail('owner');
    await t.loggedIn(email, GOOD_PASSWORD, '10.44.0.1');
    for (let i = 0; i < freeFailures; i++) {
      const b = browser(t.app, inNetwork('2001:db8:44:1', i));
      expect((await b.post('/public/login', { username: email, password: BAD_PASSWORD })).statusCode).toBe(401);
    }
    const rotated = browser(t.app, inNetwork('2001:db8:44:1', freeFailures));
    expect((await rotated.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(429);
    const neighbour = browser(t.app, inNetwork('2001:db8:44:2', 0));
    expect((await neighbour.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  // @fastify/rate-limit keyed by /64 already; this keeps it so now that the key is ours (clientKey).
  it('rotating the low 64 bits gets no more requests past the per-IP rate limit', async () => {
    const max = authPolicy.perIp.confirm;
    for (let i = 0; i < max; i++) {
      const b = browser(t.app, inNetwork('2001:db8:45:1', i));
      expect((await b.post('/public/confirm', { username: uniqueEmail('ghost'), code: WRONG_CODE })).statusCode).toBe(400);
    }
    const refused = await browser(t.app, inNetwork('2001:db8:45:1', max)).post('/public/confirm', { username: uniqueEmail('ghost'), code: WRONG_CODE });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: authMessages.tooManyRequests });
  });
});

describe('mail budget: the per-client extras are capped over all clients', () => {
  it('30 sign-ups for one address from 30 addresses send at most the capped number of mails', async () => {
    const email = uniqueEmail('target');
    for (let c = 0; c < 30; c++) {
      await browser(t.app, `10.46.1.${c + 1}`).post('/public/signup', { username: email, password: GOOD_PASSWORD });
    }
    const cap = authPolicy.codeRequestsPerAddressPerHour + authPolicy.codeRequestsBeyondAddressBudgetAllClients;
    expect(cap).toBeLessThan(30);
    expect(await mailsTo(email)).toBeLessThanOrEqual(cap);
  });
});
