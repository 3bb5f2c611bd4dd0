import type { Plugin } from 'vite';
import { appScriptsTags, type AppScripts } from '../src/server/client/app-scripts.ts';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The server paints the route's frame before any JavaScript runs (src/server/client/), so the built index.html does
 * not ask for the app's scripts itself: its entry script and modulepreloads become a list that a small inline script
 * fetches once the frame has painted (src/server/client/app-scripts.ts). The first paint then depends on the HTML
 * alone, on a real phone and in Lighthouse's simulation (which counts every script fetched before the largest paint
 * as holding it up).
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(ENTRY)].map((match) => match[1]);
        if (entries.length !== 1) throw new Error(`index.html must hold one entry script, found ${entries.length}`);
        const scripts: AppScripts = { entry: entries[0], preload: [...html.matchAll(PRELOAD)].map((match) => match[1]) };
        return html.replace(ENTRY, '').replace(PRELOAD, '').replace('</body>', `${appScriptsTags(scripts)}</body>`);
      },
    },
  };
}
