import { createHash } from 'node:crypto';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from '../../../scripts/vite-scripts-after-paint.ts';
import { START_APP_SCRIPT_HASH } from '../../../src/server/client/app-scripts.ts';

/** index.html as Vite writes it: the entry script and the chunks it imports at once. */
const BUILT =
  '<!doctype html><html lang="en"><head><title>Admission Application</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/mui-ghi.js">\n' +
  '  </head><body><div id="root"></div></body></html>';

/** The chunks of a build, as the bundle names them. */
const bundle = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([name, fileName]) => [fileName, { type: 'chunk', name, fileName }]));

const transform = (html: string, stages: Record<string, string[]> = {}, chunks: Record<string, string> = {}) => {
  const hook = scriptsAfterPaint(stages).transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { bundle: bundle(chunks) } as never) as string;
};

const appScripts = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/)![1]) as unknown;

describe('index.html asks for no script before the first paint', () => {
  it('lists the entry and its preloads for the inline start script instead of loading them', () => {
    const html = transform(BUILT);
    expect(html).not.toMatch(/<script[^>]* src=|modulepreload" /);
    expect(appScripts(html)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/runtime-def.js', '/assets/mui-ghi.js'],
      stages: {},
    });
  });

  it("lists each landing page's chunks by file, in its stages' order, leaving out a name no chunk has", () => {
    const chunks = { shared: 'assets/shared-1.js', 'form-lib': 'assets/form-lib-2.js', 'form-page': 'assets/form-page-3.js' };
    const stages = { form: ['shared', 'form-lib', 'form-page'], auth: ['shared', 'auth-lib', 'auth-page'] };
    expect(appScripts(transform(BUILT, stages, chunks))).toMatchObject({
      stages: { form: ['/assets/shared-1.js', '/assets/form-lib-2.js', '/assets/form-page-3.js'], auth: ['/assets/shared-1.js'] },
    });
  });

  it('adds exactly one executable inline script, the one whose hash the CSP allows, after #root', () => {
    const html = transform(BUILT);
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`).toBe(START_APP_SCRIPT_HASH);
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('<script>'));
  });

  it('stops the build when the entry script is not where it expects it', () => {
    expect(() => transform(BUILT.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/one entry script, found 0/);
  });
});
