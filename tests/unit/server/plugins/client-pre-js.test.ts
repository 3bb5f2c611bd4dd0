import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER_COOKIE } from '../../../../src/server/auth/http.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { staffText } from '../../../support/staff-text.ts';

/** What Vite builds (index.html at the repository root) in the shape that matters here. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Admission Application</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const buildDir = mkdtempSync(join(tmpdir(), 'client-pre-js-'));
const clientDir = join(buildDir, 'client');
const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));
let test: TestApp;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  // The page shell's server build, as npm run build makes it beside the client's.
  const vite = join(REPOSITORY, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/client/page-shell/render-shell.tsx', '--outDir', join(buildDir, 'page-shell'), '--logLevel', 'warn'],
    {
      cwd: REPOSITORY,
      // As npm run build runs it: the test runner's NODE_ENV=test would build React's development JSX.
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(built.stderr);
  test = await buildTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await test.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('the page the server paints before the JavaScript', () => {
  it('carries the tenant the client would otherwise ask GET /public/tenant for', async () => {
    const html = (await page('/about')).body;
    const data = html.match(/<script type="application\/json" id="tenant-data">(.*?)<\/script>/s)?.[1];
    const tenant = await test.app.inject({ method: 'GET', url: '/public/tenant' });
    expect(JSON.parse(data!)).toEqual(tenant.json());
  });

  it('runs no inline script: the app is a module script of our own, which the CSP alone allows', async () => {
    const response = await page('/about');
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="module" crossorigin src="/assets/index-abc123.js">', '<script type="application/json" id="tenant-data">']);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it("paints a form page's frame rendered by React, its styles in the head as emotion's tags, and its title", async () => {
    const html = (await page('/education')).body;
    expect(html).toContain('<title>Your Academics | Freshman Application | Cedar Ridge University</title>');
    const head = /<head>.*<\/head>/s.exec(html)?.[0] ?? '';
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    const root = /<div id="root">.*<\/div>/s.exec(html)?.[0] ?? '';
    expect(root).toMatch(/<header[^>]*>.*<\/header>/s);
    expect(root).toContain(`alt="${staffText('tenants/demo/tenant.json', '/branding/logoAlt')}"`);
    expect(root).toMatch(/aria-current="step"[^>]*>.*Your Academics/);
    expect(count(html, /<main/)).toBe(1);
    expect(count(html, /<h1/)).toBe(1);
  });

  it("shows a visitor's welcome, and none to a logged-in applicant (whose welcome depends on the profile)", async () => {
    const visitor = await page('/about');
    const student = await page('/about', `${MARKER_COOKIE}=someone%40example.com`);
    expect(visitor.body).toContain(staffText('texts-and-settings/messages.json', '/welcomeOtherTitle'));
    expect(student.body).not.toContain(staffText('texts-and-settings/messages.json', '/welcomeOtherTitle'));
    expect(student.body).toContain('aria-current="step"');
    expect(student.body).not.toContain('someone');
    expect(visitor.headers.etag).not.toBe(student.headers.etag);
    expect(visitor.headers.vary).toMatch(/cookie/i);
  });

  it("paints an account card's frame with the card's title, in the request's language", async () => {
    const html = (await page('/login')).body;
    expect(html).toContain('<title>Log In | Freshman Application | Cedar Ridge University</title>');
    expect(html).toMatch(/<h1[^>]*>Log In<\/h1>/);
    expect(html).not.toContain('<nav');
    const spanish = await test.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'es' } });
    expect(spanish.body).toMatch(/<html[^>]* lang="es">/);
    expect(spanish.body).toMatch(/<h1[^>]*>Iniciar sesión<\/h1>/);
  });

  it.each(['/completion', '/about?service_token=abc'])('paints nothing of its own on %s (the tenant still comes with it)', async (url) => {
    const html = (await page(url)).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="tenant-data"');
    expect(html).toContain('<title>Freshman Application | Cedar Ridge University</title>');
  });
});
