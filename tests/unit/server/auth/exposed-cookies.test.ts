import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER_COOKIE } from '../../../../src/server/auth/http.ts';
import { claimCookieName } from '../../../../src/server/routes/public/tmp.ts';
import { buildAuthApp, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';

/** What a page's scripts, other sites and the next user of a shared computer can see: cookies and browser features. */

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(() => t.close());

describe('cookies a script can read, and cookies left after logout', () => {
  it('the readable marker cookie carries no e-mail address, at login or on any /api call', async () => {
    const email = uniqueEmail('owner');
    const b = await t.loggedIn(email);
    const marker = decodeURIComponent(b.jar.get(MARKER_COOKIE) ?? '');
    expect(marker).not.toBe('');
    expect(marker).not.toContain('@');
    const profile = await b.get('/api/profile');
    expect(profile.statusCode).toBe(200);
    const refreshed = (profile.cookies as Array<{ name: string; value: string }>).find((c) => c.name === MARKER_COOKIE);
    expect(refreshed).toBeDefined();
    expect(decodeURIComponent(refreshed!.value)).not.toContain('@');
    // The screens still learn who is logged in, from the profile call.
    expect((profile.json() as { username: string }).username).toBe(email);
  });

  it('logout ends the claim cookie of pre-filled links', async () => {
    const b = await t.loggedIn(uniqueEmail('owner'), GOOD_PASSWORD);
    const token = await t.app.application.createTemporaryAnswers({ first_name: 'Maria' });
    expect((await b.get(`/public/tmp?token=${token}`)).statusCode).toBe(200);
    const claim = claimCookieName(false);
    expect(b.jar.has(claim)).toBe(true);
    const logout = await b.get('/api/logout');
    expect(logout.statusCode).toBe(200);
    const cleared = (logout.cookies as Array<{ name: string; path?: string; maxAge?: number; expires?: Date }>).find((c) => c.name === claim);
    expect(cleared).toBeDefined();
    expect(cleared!.path).toBe('/public/tmp');
    expect(b.jar.has(claim)).toBe(false);
  });
});

describe('Permissions-Policy', () => {
  it.each(['/about', '/api/profile', '/public/tenant'])('%s denies the browser features the app does not use', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const policy = String(response.headers['permissions-policy'] ?? '');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });
});
