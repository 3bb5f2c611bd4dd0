import type { Plugin } from 'vite';

/**
 * The server paints the route's frame before any JavaScript runs (src/server/client/), so the app's entry script
 * and the chunks preloaded with it are fetched at low priority: the frame's images come first, and a first paint no
 * longer waits on them in Lighthouse's simulation (which counts every "High" priority script finished before the
 * first paint as blocking it).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
          .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" '),
    },
  };
}
