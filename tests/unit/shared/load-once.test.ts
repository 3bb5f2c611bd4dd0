import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/shared/load-once.ts';

describe('loadOnce', () => {
  it('fetches once for every caller, holds the value, and tries again after a failure', async () => {
    let calls = 0;
    const seen: string[] = [];
    const code = loadOnce(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('network went away');
        return `code ${calls}`;
      },
      (value) => seen.push(value),
    );
    await expect(Promise.all([code(), code()])).rejects.toThrow('network went away');
    expect([calls, code.value]).toEqual([1, null]);
    expect(await Promise.all([code(), code()])).toEqual(['code 2', 'code 2']);
    expect(await code()).toBe('code 2');
    expect([calls, code.value, seen]).toEqual([2, 'code 2', ['code 2']]);
  });
});
