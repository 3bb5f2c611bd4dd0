import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../../src/shared/auth/auth-policy.ts';
import { loadConfig } from '../../../../src/server/config.ts';
import configPlugin from '../../../../src/server/plugins/config.ts';
import csrfPlugin from '../../../../src/server/plugins/csrf.ts';
import tenantPlugin from '../../../../src/server/plugins/tenant.ts';
import textsPlugin from '../../../../src/server/plugins/texts.ts';
import sitePlugin from '../../../../src/server/plugins/site.ts';
import { buildAuthApp, GOOD_PASSWORD, uniqueEmail, type AuthApp } from './auth-harness.ts';

let t: AuthApp;
let published: AuthApp;
let embedded: AuthApp;
beforeAll(async () => {
  t = await buildAuthApp();
  published = await buildAuthApp({ PUBLIC_URL: 'https://apply.example.edu' });
  embedded = await buildAuthApp({ PUBLIC_URL: '', PORT: '4301' });
});
afterAll(async () => {
  await t.close();
  await published.close();
  await embedded.close();
});

const body = () => JSON.stringify({ username: uniqueEmail(), password: GOOD_PASSWORD });
const post = (headers: Record<string, string>, url = '/public/signup', payload = body(), app = published.app) =>
  app.inject({ method: 'POST', url, headers: { host: 'apply.example.edu', ...headers }, payload, remoteAddress: '10.6.0.1' });

describe('state-changing requests must be same-origin JSON', () => {
  it('accepts the origin of PUBLIC_URL, or without it the address the server listens on', async () => {
    expect((await post({ 'content-type': 'application/json; charset=utf-8', origin: 'https://apply.example.edu' })).statusCode).toBe(200);
    expect((await post({ 'content-type': 'application/json', referer: 'https://apply.example.edu/signup?x=1' })).statusCode).toBe(200);
    expect((await post({ 'content-type': 'application/json', origin: 'http://localhost' })).statusCode).toBe(403);
    const local = { 'content-type': 'application/json', origin: 'http://localhost:4301', host: 'localhost:4301' };
    expect((await post(local, '/public/signup', body(), embedded.app)).statusCode).toBe(200);
  });

  it('refuses a foreign Origin or Referer with 403 {message}', async () => {
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'https://apply.example.edu.evil.example' },
      { origin: 'http://apply.example.edu' },
      { origin: 'null' },
      { referer: 'https://evil.example/apply.example.edu' },
      {},
    ];
    for (const headers of foreign) {
      const response = await post({ 'content-type': 'application/json', ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.foreignOrigin });
    }
  });

  it('refuses bodies that are not JSON with 403 {message}, before looking at them', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post({ 'content-type': contentType, origin: 'http://localhost' }, '/public/login', 'username=a');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.jsonRequired });
    }
    const none = await t.app.inject({ method: 'POST', url: '/public/login', headers: { origin: 'http://localhost' } });
    expect(none.statusCode).toBe(403);
  });

  it('guards /api too: state-changing calls and anything a browser marks cross-site', async () => {
    const put = await published.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { host: 'apply.example.edu', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(put.statusCode).toBe(403);
    const crossSite = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.statusCode).toBe(401);
  });
});

describe('/api answers only pages of our own origin, or a request the user typed', () => {
  it('refuses GET /api/logout from a sibling site (Sec-Fetch-Site: same-site) and keeps the session', async () => {
    const applicant = await t.loggedIn(uniqueEmail('logout'));
    for (const site of ['same-site', 'cross-site', 'SAME-ORIGIN', 'bogus']) {
      const response = await applicant.get('/api/logout', { 'sec-fetch-site': site });
      expect(response.statusCode, site).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.foreignOrigin });
      expect(response.headers['set-cookie'], site).toBeUndefined();
    }
    expect((await applicant.get('/api/session')).statusCode).toBe(200);
  });

  it.each([['same-origin'], ['none'], [undefined]])('logs out with Sec-Fetch-Site %s', async (site) => {
    const applicant = await t.loggedIn(uniqueEmail('logout'));
    const response = await applicant.get('/api/logout', site === undefined ? {} : { 'sec-fetch-site': site });
    expect(response.statusCode).toBe(200);
    expect((await applicant.get('/api/session')).statusCode).toBe(401);
  });
});

describe('a route may opt out (the multipart upload checks its own request)', () => {
  it('skips the check only where config.csrf is false', async () => {
    const app = Fastify();
    await app.register(configPlugin, { config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }) });
    await app.register(tenantPlugin);
    await app.register(textsPlugin);
    await app.register(sitePlugin);
    await app.register(csrfPlugin);
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, 'file'));
    app.post('/api/upload-elsewhere', async () => ({ ok: true }));
    app.post('/api/upload', { config: { csrf: false } }, async () => ({ ok: true }));
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' };
    expect((await app.inject({ method: 'POST', url: '/api/upload', headers: multipart, payload: '' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/upload-elsewhere', headers: multipart, payload: '' })).statusCode).toBe(403);
    await app.close();
  });
});
