import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, authPolicy } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, uniqueEmail, type AuthApp } from './auth-harness.ts';

let t: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
});
afterAll(async () => {
  await t.close();
});

describe('per-IP limits on the public routes', () => {
  it('refuse an address that sends too many requests to one route, with 429 and Retry-After; others go on', async () => {
    const busy = browser(t.app, '10.7.0.1');
    const max = authPolicy.perIp.resendConfirm;
    for (let i = 0; i < max; i++) expect((await busy.post('/public/resend-confirm', { username: uniqueEmail() })).statusCode).toBe(200);
    const refused = await busy.post('/public/resend-confirm', { username: uniqueEmail() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: authMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await browser(t.app, '10.7.0.2').post('/public/resend-confirm', { username: uniqueEmail() })).statusCode).toBe(200);
    expect((await busy.post('/public/forgot-password', { username: uniqueEmail() })).statusCode).toBe(200);
  });

  it.each([
    ['/public/signup', authPolicy.perIp.signup],
    ['/public/confirm', authPolicy.perIp.confirm],
    ['/public/resend-confirm', authPolicy.perIp.resendConfirm],
    ['/public/login', authPolicy.perIp.login],
    ['/public/forgot-password', authPolicy.perIp.forgotPassword],
    ['/public/reset-password', authPolicy.perIp.resetPassword],
  ])('count every request to %s, even refused ones (limit %i)', async (url, max) => {
    const b = browser(t.app, '10.7.1.1');
    for (let i = 0; i < max; i++) expect((await b.post(url, { unknown: true })).statusCode).toBe(400);
    expect((await b.post(url, { unknown: true })).statusCode).toBe(429);
  });
});
