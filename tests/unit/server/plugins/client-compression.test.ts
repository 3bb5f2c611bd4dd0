import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../../../scripts/vite-precompress.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

const INDEX = `<!doctype html><html><head><title>fixture client</title></head><body><div id="root"></div>${'<p>x</p>'.repeat(200)}</body></html>`;
const SCRIPT = Array.from({ length: 300 }, (_, i) => `console.log("line ${i}");`).join('\n');
const clientDir = mkdtempSync(join(tmpdir(), 'client-compression-'));
let test: TestApp;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), SCRIPT);
  // What the build's precompress plugin writes beside each text asset.
  precompressFile(join(clientDir, 'assets', 'main-abc123.js'));
  test = await buildTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compressed responses of the built client', () => {
  it.each(['br', 'gzip'] as const)('sends a hashed asset precompressed as %s, immutable, varying by encoding', async (encoding) => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': `${encoding}, identity` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode[encoding](response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers brotli and sends the plain file to a client that accepts neither', async () => {
    const both = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each(['br', 'gzip'] as const)('sends index.html as %s, revalidated with an ETag of its own', async (encoding) => {
    const response = await test.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');

    const plain = await test.app.inject({ method: 'GET', url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>x</p>'.repeat(200));
    expect(response.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(decode[encoding](response.rawPayload).toString()).toBe(plain.body);
    expect(response.headers.etag).not.toBe(plain.headers.etag);

    const again = await test.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': encoding, 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('does not send brotli to a client that refuses it with q=0', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
