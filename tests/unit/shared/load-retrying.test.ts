// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryMs } from '../../../texts-and-settings/ui.json';
import { loadOnce } from '../../../src/shared/load-once.ts';
import { loadRetrying } from '../../../src/shared/load-retrying.ts';

afterEach(() => vi.useRealTimers());

/** A chunk whose fetch fails (the network gone) until `connection.back` is set. */
function flakyChunk() {
  const connection = { back: false, fetches: 0 };
  const code = loadOnce(async () => {
    connection.fetches += 1;
    if (!connection.back) throw new TypeError('Failed to fetch dynamically imported module: /assets/LookupCombobox-x.js');
    return 'combobox';
  });
  return { connection, code };
}

describe('loadRetrying', () => {
  it('tries a failed fetch again after the backoff, doubling, until it works, in one round however many ask', async () => {
    vi.useFakeTimers();
    const { connection, code } = flakyChunk();
    const first = loadRetrying(code);
    expect(loadRetrying(code)).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(retryMs.first);
    expect(connection.fetches).toBe(2);
    // The next wait is twice as long: nothing before it ends.
    await vi.advanceTimersByTimeAsync(retryMs.first * 2 - 1);
    expect(connection.fetches).toBe(2);
    connection.back = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.fetches).toBe(3);
    await expect(first).resolves.toBe('combobox');
    expect(code.value).toBe('combobox');
  });

  it('tries again at once when the browser is back online', async () => {
    vi.useFakeTimers();
    const { connection, code } = flakyChunk();
    const arrived = loadRetrying(code);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.fetches).toBe(1);
    connection.back = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.fetches).toBe(2);
    await expect(arrived).resolves.toBe('combobox');
  });
});
