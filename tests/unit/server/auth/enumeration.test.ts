import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(async () => {
  await t.close();
});

/** Status, body and cookies: everything a caller can see of an answer. */
const seen = (response: { statusCode: number; body: string; cookies: unknown[] }) => ({
  status: response.statusCode,
  body: response.body,
  cookies: response.cookies.length,
});

describe('no account enumeration', () => {
  it('answers a sign-up for a taken address exactly like a new one, and mails a notice instead of a code', async () => {
    const taken = uniqueEmail('taken');
    const b = browser(t.app, '10.1.0.1');
    await t.loggedIn(taken, GOOD_PASSWORD, '10.1.0.2');
    const before = (await t.mails()).length;

    const again = await b.post('/public/signup', { username: taken, password: 'Another-Pass-123' });
    const fresh = await b.post('/public/signup', { username: uniqueEmail('fresh'), password: 'Another-Pass-123' });
    expect(seen(again)).toEqual(seen(fresh));
    expect(again.json()).toEqual({ message: authMessages.signedUp });

    const notice = await t.lastMailTo(taken);
    expect(notice.subject).toBe('You already have a Cedar Ridge University account');
    expect(notice.text).toContain('http://localhost/forgot');
    expect(notice.text).not.toMatch(/^\s*\d{6}\s*$/m);
    expect((await t.mails()).length).toBe(before + 2);
  });

  it('answers a sign-up for a taken address in upper case like any other', async () => {
    const taken = uniqueEmail('case');
    await t.loggedIn(taken, GOOD_PASSWORD, '10.1.1.2');
    const b = browser(t.app, '10.1.1.1');
    const again = await b.post('/public/signup', { username: taken.toUpperCase(), password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect((await t.lastMailTo(taken)).subject).toContain('already have');
  });

  it('answers resend-confirm alike for unknown, unconfirmed and confirmed addresses, mailing only the unconfirmed one', async () => {
    const b = browser(t.app, '10.1.2.1');
    const unconfirmed = uniqueEmail('waiting');
    await b.post('/public/signup', { username: unconfirmed, password: GOOD_PASSWORD });
    const confirmed = uniqueEmail('done');
    await t.loggedIn(confirmed, GOOD_PASSWORD, '10.1.2.2');
    const unknown = uniqueEmail('nobody');
    const before = await t.mails();

    const answers = [];
    for (const username of [unknown, unconfirmed, confirmed]) answers.push(seen(await b.post('/public/resend-confirm', { username })));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].status).toBe(200);
    expect(JSON.parse(answers[0].body)).toEqual({ message: authMessages.codeResent });

    const sent = (await t.mails()).slice(before.length);
    expect(sent.map((mail) => mail.to)).toEqual([unconfirmed]);
  });

  it('answers forgot-password alike for known and unknown addresses, mailing only the known one', async () => {
    const b = browser(t.app, '10.1.3.1');
    const known = uniqueEmail('known');
    await t.loggedIn(known, GOOD_PASSWORD, '10.1.3.2');
    const unknown = uniqueEmail('unknown');
    const before = await t.mails();

    const forKnown = await b.post('/public/forgot-password', { username: known });
    const forUnknown = await b.post('/public/forgot-password', { username: unknown });
    expect(seen(forKnown)).toEqual(seen(forUnknown));
    expect(forKnown.json()).toEqual({ message: authMessages.resetRequested });

    const sent = (await t.mails()).slice(before.length);
    expect(sent.map((mail) => mail.to)).toEqual([known]);
    expect(sent[0].subject).toBe('Reset your Cedar Ridge University password');
  });

  it('limits code requests per address and hour, for unknown addresses exactly as for known ones', async () => {
    const b = browser(t.app, '10.1.4.1');
    const known = uniqueEmail('busy');
    await b.post('/public/signup', { username: known, password: GOOD_PASSWORD });
    const unknown = uniqueEmail('ghost');
    // Every mail counts, the sign-up's too: the known address has one fewer resend left. Beyond the address's
    // budget each client has one more (so an attacker cannot use up the owner's), then 429.
    for (const [username, allowed] of [
      [known, 5],
      [unknown, 6],
    ] as const) {
      const statuses = [];
      for (let i = 0; i <= allowed; i++) statuses.push((await b.post('/public/resend-confirm', { username })).statusCode);
      expect(statuses).toEqual([...Array(allowed).fill(200), 429]);
      const refused = await b.post('/public/forgot-password', { username });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: authMessages.tooManyCodeRequests });
    }
  });
});
