import { loadRetrying } from './load-retrying.ts';

/**
 * Something fetched once and then held (a chunk of code, mostly): calling it starts the fetch or joins the one on
 * its way; `value` is what arrived, null before. A failed fetch (the network went away) is tried again by the next call.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  readonly value: T | null;
}

/** `load` run at most once at a time and held once it succeeds; `onLoad` sees the value arrive. */
export function loadOnce<T>(load: () => Promise<T>, onLoad?: (value: T) => void): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: T | null = null;
  const get = () =>
    (loading ??= load().then(
      (loaded) => {
        value = loaded;
        onLoad?.(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.defineProperty(get, 'value', { get: () => value }) as LoadOnce<T>;
}

/**
 * Starts `load` at the visitor's first pointer or key press anywhere (in a browser), so what a first interaction
 * may need is on its way without weighing on a visit that never interacts. A failed fetch (offline) is tried again
 * until it works (loadRetrying).
 */
export function loadOnFirstInput(load: LoadOnce<unknown>): void {
  const browserWindow = (globalThis as { window?: InputTarget }).window;
  if (!browserWindow) return;
  const start = () => void loadRetrying(load);
  for (const type of ['pointerdown', 'keydown']) browserWindow.addEventListener(type, start, { once: true, capture: true, passive: true });
}

/** The part of a browser's window used here (this file is also compiled without the DOM's types). */
interface InputTarget {
  addEventListener(type: string, listener: () => void, options: { once: boolean; capture: boolean; passive: boolean }): void;
}
