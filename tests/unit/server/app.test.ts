import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.ts';
import { staffText } from '../../support/staff-text.ts';

const GENERIC = staffText('texts-and-settings/messages.json', '/genericError');
let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp(
    { BODY_LIMIT: '2048' },
    {
      extend(app) {
        app.get('/api/test-only/explode', async () => {
          throw new Error('secret internals: connection to db.internal:5432 lost');
        });
        app.get('/api/test-only/ip', async (request) => ({ ip: request.ip }));
      },
    },
  );
});
afterAll(() => test.close());

describe('the one error shape', () => {
  it('answers a thrown error with 500 {message} and neither the stack nor the internal message', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC });
    expect(response.body).not.toMatch(/secret internals|at .*\.ts|stack/);
  });

  it('answers a body over BODY_LIMIT with 413 {message}, before any route code runs', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: JSON.stringify({ username: 'a'.repeat(3000), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers malformed JSON with 400 {message}', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only our own scripts and MUI inline styles, and the helmet headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Our own files only: no inline script.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('does not send HSTS outside production (plain http on localhost)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on errors', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it, so per-IP limits cannot be dodged', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/test-only/ip',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });
});
