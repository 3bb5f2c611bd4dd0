import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../../src/shared/auth/auth-policy.ts';
import { buildAuthApp, browser, uniqueEmail, type AuthApp } from './auth-harness.ts';

/** Which origin is ours, guards decided by the route, no-store on /api. */

const resetLinkIn = (text: string) => /https?:\/\/\S+\/reset\?username=\S+/.exec(text)?.[0] ?? '';

describe('mail links and the Origin check never come from request headers', () => {
  let embedded: AuthApp;
  let behindProxy: AuthApp;
  beforeAll(async () => {
    // npm start on its defaults: no PUBLIC_URL, the site is the address the server listens on.
    embedded = await buildAuthApp({ PUBLIC_URL: '', PORT: '4231' });
    behindProxy = await buildAuthApp({ PUBLIC_URL: 'https://apply.example.edu', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await embedded.close();
    await behindProxy.close();
  });

  const forgot = (app: AuthApp, username: string, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/public/forgot-password',
      remoteAddress: '10.11.0.1',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ username }),
    });

  it('refuses a forged Host (with a matching Origin) and mails nothing', async () => {
    const email = uniqueEmail('victim');
    const response = await forgot(embedded, email, { host: 'evil.example', origin: 'http://evil.example' });
    expect(response.statusCode).toBe(421);
    expect(response.json()).toEqual({ message: authMessages.foreignHost });
    expect((await embedded.mails()).filter((mail) => mail.to === email)).toEqual([]);
  });

  it('refuses a forged X-Forwarded-Host from a trusted proxy, and links to PUBLIC_URL whatever the proxy names', async () => {
    const email = uniqueEmail('victim');
    const site = { host: 'apply.example.edu', origin: 'https://apply.example.edu' };
    await browser(behindProxy.app, '10.11.0.3').post('/public/signup', { username: email, password: 'Correct-Horse-9-Battery' }, site);
    const mailsBefore = (await behindProxy.mails()).length;
    const forged = await forgot(behindProxy, email, {
      host: 'apply.example.edu',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(421);
    expect((await behindProxy.mails()).length).toBe(mailsBefore);
    // A proxy on the same machine may name its upstream (nginx's default Host); links still point to the site.
    const viaProxy = await forgot(behindProxy, email, { host: '127.0.0.1:3000', origin: 'https://apply.example.edu' });
    expect(viaProxy.statusCode).toBe(200);
    expect((await behindProxy.lastMailTo(email)).text).toContain('https://apply.example.edu/reset?username=');
  });

  it('on the embedded defaults accepts the loopback names of the listening port and links to http://localhost:PORT', async () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      const email = uniqueEmail('owner');
      const response = await forgot(embedded, email, { host: `${name}:4231`, origin: `http://${name}:4231` });
      expect(response.statusCode).toBe(200);
    }
    const email = uniqueEmail('owner');
    const b = browser(embedded.app, '10.11.0.2');
    await b.post('/public/signup', { username: email, password: 'Correct-Horse-9-Battery' }, { host: '127.0.0.1:4231', origin: 'http://127.0.0.1:4231' });
    await forgot(embedded, email, { host: '127.0.0.1:4231', origin: 'http://127.0.0.1:4231' });
    expect(resetLinkIn((await embedded.lastMailTo(email)).text)).toMatch(/^http:\/\/localhost:4231\/reset\?username=/);
  });

  it('checks the Origin against the site, not against the Host the request names', async () => {
    // Our own Host, someone else's Origin: refused by the CSRF guard.
    const response = await forgot(embedded, uniqueEmail(), { host: 'localhost:4231', origin: 'http://localhost:9999' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: authMessages.foreignOrigin });
  });

  it('over a real socket with PORT=0: the port picked at listen time is ours, a forged Host is not', async () => {
    const live = await buildAuthApp({ PUBLIC_URL: '', PORT: '0', HOST: '127.0.0.1' });
    try {
      const address = await live.app.listen({ host: '127.0.0.1', port: 0 });
      const port = new URL(address).port;
      const email = uniqueEmail('live');
      const post = (path: string, body: unknown, origin: string) =>
        fetch(`${address}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
      expect((await post('/public/signup', { username: email, password: 'Correct-Horse-9-Battery' }, address)).status).toBe(200);
      expect((await post('/public/forgot-password', { username: email }, address)).status).toBe(200);
      expect(resetLinkIn((await live.lastMailTo(email)).text)).toMatch(new RegExp(`^http://localhost:${port}/reset\\?`));
      const { request } = await import('node:http');
      const forged = await new Promise<number>((done, fail) => {
        const req = request(`${address}/public/forgot-password`, {
          method: 'POST',
          headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
        });
        req.on('response', (response) => done(response.statusCode ?? 0)).on('error', fail);
        req.end(JSON.stringify({ username: email }));
      });
      expect(forged).toBe(421);
    } finally {
      await live.close();
    }
  });

  it('still answers load-balancer health probes addressed by IP', async () => {
    const response = await embedded.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.12:4231' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('percent-encoded paths are guarded like the route they reach', () => {
  let t: AuthApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  it('refuses a cross-site GET /%61pi/logout and keeps the applicant logged in', async () => {
    const b = await t.loggedIn(uniqueEmail());
    const cookie = [...b.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: authMessages.foreignOrigin });
    expect((await b.get('/api/session')).statusCode).toBe(200);
  });

  it('checks content type and Origin on /%70ublic/... as on /public/...', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/%70ublic/forgot-password',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: JSON.stringify({ username: uniqueEmail() }),
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({ message: authMessages.jsonRequired });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/%70ublic/forgot-password',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ username: uniqueEmail() }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: authMessages.foreignOrigin });
  });
});

describe('every /api response says Cache-Control: no-store', () => {
  let t: AuthApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  it('on reads, writes, refusals and unknown /api paths', async () => {
    const b = await t.loggedIn(uniqueEmail());
    const responses = [
      await b.get('/api/tabs'),
      await b.get('/api/add-another'),
      await b.get('/api/profile'),
      await b.get('/api/session'),
      await t.app.inject({ method: 'GET', url: '/api/tabs' }),
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
      await t.app.inject({ method: 'GET', url: '/public/tmp?token=unknown' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 404]);
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
  });
});
