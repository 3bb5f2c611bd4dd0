import { APP_SCRIPTS_ID, type AppScripts } from '../../shared/app-scripts.ts';

/** Settles in a task of its own, after the current one (and whatever else is queued) has run. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Evaluates the chunks a landing page's first render needs, listed by the build in index.html, one per task: all
 * fetched at once, then each awaited in order with a task between, so the browser answers input between them instead
 * of running every module of the page in one long task when the last file arrives (a phone's CPU makes that task
 * long). Nothing to do where the list is absent (the dev server) or names no chunk for `landing`.
 */
export async function evaluateLandingChunks(landing: string | undefined): Promise<void> {
  const list = document.getElementById(APP_SCRIPTS_ID)?.textContent;
  const chunks = landing && list ? ((JSON.parse(list) as AppScripts).stages[landing] ?? []) : [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of chunks) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}
