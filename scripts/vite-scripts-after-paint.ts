import type { Plugin } from 'vite';
import { appScriptsTags } from '../src/server/client/app-scripts.ts'; // eslint-disable-line @typescript-eslint/no-restricted-imports -- goes with this plugin, which the build simplification removes
import type { AppScripts } from '../src/shared/app-scripts.ts';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The server paints the route's frame before any JavaScript runs (src/server/client/), so the built index.html does
 * not ask for the app's scripts itself: its entry script and modulepreloads become a list that a small inline script
 * fetches once the frame has painted (src/server/client/app-scripts.ts). The first paint then depends on the HTML
 * alone, on a real phone and in Lighthouse's simulation (which counts every script fetched before the largest paint
 * as holding it up). `stages` names, per landing page, the chunks the app evaluates one by one before its first render
 * (scripts/vite-first-load-chunks.ts); a name no chunk has is left out.
 */
export function scriptsAfterPaint(stages: Record<string, string[]> = {}): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entries = [...html.matchAll(ENTRY)].map((match) => match[1]);
        if (entries.length !== 1) throw new Error(`index.html must hold one entry script, found ${entries.length}`);
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const chunkFile = (name: string) => {
          const named = chunks.filter((chunk) => chunk.name === name);
          if (named.length > 1) throw new Error(`stages: ${named.length} chunks are named ${name}`);
          return named.map((chunk) => `/${chunk.fileName}`);
        };
        const scripts: AppScripts = {
          entry: entries[0],
          preload: [...html.matchAll(PRELOAD)].map((match) => match[1]),
          stages: Object.fromEntries(Object.entries(stages).map(([landing, names]) => [landing, names.flatMap(chunkFile)])),
        };
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('</body>', `${appScriptsTags(scripts)}</body>`);
      },
    },
  };
}
