import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../../src/shared/auth/auth-policy.ts';
import { MARKER_COOKIE } from '../../../../src/server/auth/http.ts';
import { buildAuthApp, browser, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';
import { codeIn } from '../../../support/mail-files.ts';
import { staffText } from '../../../support/staff-text.ts';

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign up, confirm, log in, use the API, log out', () => {
  it('walks the whole path with the code read from the mail file', async () => {
    const email = uniqueEmail();
    const b = browser(t.app);

    const signup = await b.post('/public/signup', { username: email, password: GOOD_PASSWORD });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ message: authMessages.signedUp });

    const mail = await t.lastMailTo(email);
    expect(mail.subject).toContain('confirmation code');
    expect(mail.text).toContain(staffText('tenants/demo/tenant.json', '/partnerName'));
    expect(mail.html).toContain(codeIn(mail));

    const unconfirmedApi = await b.get('/api/session');
    expect(unconfirmedApi.statusCode).toBe(401);

    const confirm = await b.post('/public/confirm', { username: email, code: codeIn(mail) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: authMessages.confirmed });

    const login = await b.post('/public/login', { username: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ message: authMessages.loggedIn });
    const session = login.cookies.find((c) => c.name === 'admissions.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const marker = login.cookies.find((c) => c.name === MARKER_COOKIE);
    expect(marker?.httpOnly).toBeFalsy();
    expect(decodeURIComponent(marker!.value)).not.toContain('@');

    const stored = (
      await sql<{ hash: string }>`select a.password as hash from auth_account a join auth_user u on u.id = a."userId" where u.email = ${email}`.execute(t.app.db)
    ).rows[0];
    expect(stored.hash.startsWith('$argon2id$')).toBe(true);

    const me = await b.get('/api/session');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: email, language: 'en' });

    const logout = await b.get('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: authMessages.loggedOut });
    expect(b.jar.size).toBe(0);

    const after = await b.get('/api/session');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: authMessages.sessionInvalid });
  });
});
