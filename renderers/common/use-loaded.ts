import { useEffect, useReducer } from 'react';
import type { LoadOnce } from '../../src/shared/load-once.ts';
import { loadRetrying } from '../../src/shared/load-retrying.ts';

/** Per chunk: the promise a first render waits on (it never rejects), and whether that first fetch failed. */
interface FirstFetch {
  settled: Promise<void>;
  failed: boolean;
}

const firstFetches = new WeakMap<LoadOnce<unknown>, FirstFetch>();

function firstFetchOf(code: LoadOnce<unknown>): FirstFetch {
  let first = firstFetches.get(code);
  if (!first) {
    const state: FirstFetch = { settled: Promise.resolve(), failed: false };
    state.settled = code().then(
      () => undefined,
      () => {
        state.failed = true;
      },
    );
    firstFetches.set(code, (first = state));
  }
  return first;
}

/**
 * What `code` fetches, for a component: there at once when it came already, waited for (the component suspends)
 * on the first render otherwise, and null when that fetch failed: the network went away. A failure never reaches an
 * error boundary (a chunk that cannot load must not take the page down); the component shows its plain stand-in
 * while loadRetrying fetches it again, and re-renders once it is here. `wanted: false` neither waits nor fetches.
 */
export function useLoaded<T>(code: LoadOnce<T>, wanted = true): T | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const missing = wanted && code.value === null;
  // Suspends as React.lazy does, on a promise React waits for before rendering again (use() would need every test's
  // act() awaited); one per chunk, and it never rejects: the failure is recorded instead.
  if (missing && !firstFetchOf(code).failed) throw firstFetchOf(code).settled;
  useEffect(() => {
    if (!missing) return;
    let mounted = true;
    void loadRetrying(code).then(() => mounted && rerender());
    return () => {
      mounted = false;
    };
  }, [code, missing]);
  return code.value;
}
