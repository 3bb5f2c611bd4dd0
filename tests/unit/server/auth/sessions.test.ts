import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { idleTiming } from '../../../../src/shared/auth/idle-timing.ts';
import { MARKER_COOKIE } from '../../../../src/server/auth/http.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp, type Browser } from './auth-harness.ts';
import { codeIn } from '../../../support/mail-files.ts';

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const IDLE = idleTiming.idleMs;
const WRITE_EVERY = authPolicy.session.idleWriteEverySeconds * 1000;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The stored idle expiry (ms) of the browser's session, as every process sharing the database sees it. */
async function storedExpiry(b: Browser): Promise<number> {
  const signed = decodeURIComponent(b.jar.get('admissions.session_token')!);
  const token = signed.slice(0, signed.lastIndexOf('.'));
  const { rows } = await sql<{ expiresAt: string | Date }>`select ${sql.ref('expiresAt')} from auth_session where token = ${token}`.execute(t.app.db);
  return new Date(rows[0].expiresAt).getTime();
}

describe('sessions', () => {
  it('refuse /api without a session cookie, or with a forged one, with 401 {message}', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: authMessages.sessionInvalid });
    const forged = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'admissions.session_token=abc.def' } });
    expect(forged.statusCode).toBe(401);
  });

  it('end after 15 minutes without a call; each /api call moves the end on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.0.1');
    for (let i = 0; i < 4; i++) {
      later(14 * MINUTE);
      const alive = await b.get('/api/session');
      expect(alive.statusCode).toBe(200);
      expect(alive.cookies.find((c) => c.name === 'admissions.session_token')?.maxAge).toBe(idleTiming.idleSeconds);
      expect(alive.cookies.find((c) => c.name === MARKER_COOKIE)?.maxAge).toBe(idleTiming.idleSeconds);
    }
    later(15 * MINUTE + 1000);
    const idle = await b.get('/api/session');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: authMessages.sessionInvalid });
    expect(b.jar.has(MARKER_COOKIE)).toBe(false);
    expect(b.jar.has('admissions.session_token')).toBe(false);
  });

  it('are written at most once per write interval, and still end exactly 15 minutes after the last call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.0.2');
    later(MINUTE);
    expect((await b.get('/api/session')).statusCode).toBe(200);
    const written = Date.now();
    expect(await storedExpiry(b)).toBe(written + IDLE);
    // Calls within the interval are not written at once…
    later(WRITE_EVERY / 3);
    expect((await b.get('/api/session')).statusCode).toBe(200);
    later(WRITE_EVERY / 3);
    expect((await b.get('/api/session')).statusCode).toBe(200);
    const lastCall = Date.now();
    expect(await storedExpiry(b)).toBe(written + IDLE);
    // …yet the session lives exactly 15 minutes from the last of them.
    later(IDLE);
    expect((await b.get('/api/session')).statusCode).toBe(200);
    expect(await storedExpiry(b)).toBe(lastCall + 2 * IDLE);

    const idle = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.0.3');
    later(MINUTE);
    expect((await idle.get('/api/session')).statusCode).toBe(200);
    later(WRITE_EVERY / 2);
    expect((await idle.get('/api/session')).statusCode).toBe(200);
    later(IDLE + 1);
    expect((await idle.get('/api/session')).statusCode).toBe(401);
  });

  it('write the calls of the interval within it, so every process sharing the database sees the same end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.0.4');
    later(MINUTE);
    expect((await b.get('/api/session')).statusCode).toBe(200);
    later(WRITE_EVERY / 2);
    expect((await b.get('/api/session')).statusCode).toBe(200);
    const lastCall = Date.now();
    expect(await storedExpiry(b)).toBe(lastCall - WRITE_EVERY / 2 + IDLE);
    // The timer that runs this within the interval (real time) is not waited for here.
    await t.app.sessions.flush();
    expect(await storedExpiry(b)).toBe(lastCall + IDLE);
  });

  it('end after 12 hours however active the applicant is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.1.1');
    const cookie = b.jar.get('admissions.session_token');
    const steps = (authPolicy.session.absoluteSeconds * 1000) / (10 * MINUTE);
    for (let i = 0; i < steps; i++) {
      later(10 * MINUTE);
      expect((await b.get('/api/session')).statusCode).toBe(200);
    }
    later(1000);
    expect((await b.get('/api/session')).statusCode).toBe(401);
    const replay = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `admissions.session_token=${cookie}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuse a cookie whose signature is not ours, even for a live session', async () => {
    const b = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.1.2');
    const signed = decodeURIComponent(b.jar.get('admissions.session_token')!);
    const token = signed.slice(0, signed.lastIndexOf('.'));
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    const other = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const value of [token, `${token}.${other}`, `${token}x.${signature}`]) {
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: `admissions.session_token=${encodeURIComponent(value)}` },
      });
      expect(forged.statusCode).toBe(401);
    }
    expect((await b.get('/api/session')).statusCode).toBe(200);
  });

  it('end on the server at logout: the old cookie no longer works', async () => {
    const b = await t.loggedIn(uniqueEmail(), GOOD_PASSWORD, '10.4.2.1');
    // A call within the write interval is pending when the session ends.
    expect((await b.get('/api/session')).statusCode).toBe(200);
    const cookie = `admissions.session_token=${b.jar.get('admissions.session_token')}`;
    const logout = await b.get('/api/logout');
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.filter((c) => c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()));
    expect(cleared.map((c) => c.name)).toEqual(expect.arrayContaining([MARKER_COOKIE, 'admissions.session_token']));
    const replay = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('all end when the password is reset, and the new password works', async () => {
    const email = uniqueEmail();
    const laptop = await t.loggedIn(email, GOOD_PASSWORD, '10.4.3.1');
    const phone = browser(t.app, '10.4.3.2');
    expect((await phone.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    // Calls within the write interval are pending when the sessions end.
    expect((await laptop.get('/api/session')).statusCode).toBe(200);
    expect((await phone.get('/api/session')).statusCode).toBe(200);

    const stranger = browser(t.app, '10.4.3.3');
    expect((await stranger.post('/public/forgot-password', { username: email })).statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    const link = new URL(/^http\S+\/reset\?\S+$/m.exec(mail.text)![0]);
    expect(link.searchParams.get('username')).toBe(email);
    expect(link.searchParams.get('id')).toBe(codeIn(mail));

    const newPassword = 'Brand-New-Pass-42';
    const reset = await stranger.post('/public/reset-password', {
      username: link.searchParams.get('username'),
      id: link.searchParams.get('id'),
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: authMessages.passwordReset });

    expect((await laptop.get('/api/session')).statusCode).toBe(401);
    expect((await phone.get('/api/session')).statusCode).toBe(401);
    expect((await stranger.post('/public/login', { username: email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await stranger.post('/public/login', { username: email, password: newPassword })).statusCode).toBe(200);
  });

  it('refuse a reset with a wrong code, and void the code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    const b = await t.loggedIn(email, GOOD_PASSWORD, '10.4.4.1');
    await b.post('/public/forgot-password', { username: email });
    const code = codeIn(await t.lastMailTo(email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const attempt = await b.post('/public/reset-password', { username: email, id: wrong, password: 'Brand-New-Pass-42' });
      expect(attempt.json()).toEqual({ message: authMessages.codeInvalid });
    }
    const late = await b.post('/public/reset-password', { username: email, id: code, password: 'Brand-New-Pass-42' });
    expect(late.statusCode).toBe(400);
    expect((await b.get('/api/session')).statusCode).toBe(200);
  });

  it('mark the session with a readable cookie and __Host- secure cookies when PUBLIC_URL is https', async () => {
    const secure = await buildAuthApp({ PUBLIC_URL: 'https://apply.example.edu' });
    try {
      const email = uniqueEmail();
      const b = browser(secure.app, '10.4.5.1');
      const origin = { origin: 'https://apply.example.edu', host: 'apply.example.edu' };
      await b.post('/public/signup', { username: email, password: GOOD_PASSWORD }, origin);
      const mail = await secure.lastMailTo(email);
      await b.post('/public/confirm', { username: email, code: codeIn(mail) }, origin);
      const login = await b.post('/public/login', { username: email, password: GOOD_PASSWORD }, origin);
      expect(login.statusCode).toBe(200);
      const session = login.cookies.find((c) => c.name === '__Host-admissions.session_token');
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(session?.domain).toBeUndefined();
      expect((await b.get('/api/session', { host: 'apply.example.edu' })).statusCode).toBe(200);
      expect(login.cookies.find((c) => c.name === MARKER_COOKIE)).toMatchObject({ secure: true, sameSite: 'Lax' });
      await b.post('/public/forgot-password', { username: email }, origin);
      expect((await secure.lastMailTo(email)).text).toContain('https://apply.example.edu/reset?username=');
    } finally {
      await secure.close();
    }
  });
});
