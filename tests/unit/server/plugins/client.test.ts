import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

const INDEX = '<!doctype html><html><head><title>fixture client</title></head><body><div id="root"></div></body></html>';
const clientDir = mkdtempSync(join(tmpdir(), 'client-fixture-'));
let test: TestApp;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log("fixture");');
  test = await buildTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it.each(['/about', '/nowhere?x=1', '/education/deeper/path'])('answers %s with index.html (history fallback)', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<!doctype html><html lang="en"><head><title>[^<]+<\/title>.*<div id="root">.*<\/div><\/body><\/html>$/s);
  });

  it("writes the request's language into <html lang> and the tenant it carries, and says the page varies by it", async () => {
    const spanish = await test.app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' } });
    expect(spanish.body).toMatch(/^<!doctype html><html lang="es"><head>/);
    expect(spanish.headers.vary).toContain('accept-language');
    const unoffered = await test.app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': 'de' } });
    expect(unoffered.body).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(spanish.headers.etag).not.toBe(unoffered.headers.etag);
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/about' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await test.app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    const stale = await test.app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('serves built assets as immutable files', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("fixture");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nope', '/public/nope', '/service/nope', '/lookup/nope', '/api', '/public/tenant/x/y?z=1'])(
    'answers an unknown server path %s with a JSON 404',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    },
  );

  it('answers other methods on unknown paths with a JSON 404, not the page', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(response.statusCode).toBe(404);
  });
});
