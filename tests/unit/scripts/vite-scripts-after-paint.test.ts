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

const transform = (html: string) => {
  const hook = scriptsAfterPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {} as never) as string;
};

describe('index.html asks for no script before the first paint', () => {
  it('lists the entry and its preloads for the inline start script instead of loading them', () => {
    const html = transform(BUILT);
    expect(html).not.toMatch(/<script[^>]* src=|modulepreload" /);
    const list = html.match(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(list!)).toEqual({ entry: '/assets/index-abc.js', preload: ['/assets/runtime-def.js', '/assets/mui-ghi.js'] });
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
