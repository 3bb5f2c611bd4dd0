import { APP_SCRIPTS_ID, type AppScripts } from '../../shared/app-scripts.ts';

/** Settles in a task of its own, after the current one (and whatever else is queued) has run. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Preload links added per task: each starts a fetch, about a millisecond of main-thread work on a fast machine, and
 * a landing page has up to eighteen chunks.
 */
const LINKS_PER_TASK = 4;

/**
 * Evaluates the chunks a landing page's first render needs, listed by the build in index.html, one per task: all
 * fetched at once (asked for a few per task), then each awaited in order with a task between, so the browser answers
 * input between them instead of running every module of the page in one long task when the last file arrives (a
 * phone's CPU makes that task long). Nothing to do where the list is absent (the dev server) or names no chunk for
 * `landing`.
 */
export async function evaluateLandingChunks(landing: string | undefined): Promise<void> {
  const list = document.getElementById(APP_SCRIPTS_ID)?.textContent;
  const chunks = landing && list ? ((JSON.parse(list) as AppScripts).stages[landing] ?? []) : [];
  for (let start = 0; start < chunks.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of chunks.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
  for (const href of chunks) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}
