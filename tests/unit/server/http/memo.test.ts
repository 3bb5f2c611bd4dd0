import { describe, expect, it } from 'vitest';
import { memoize } from '../../../../src/server/http/memo.ts';

describe('memoize', () => {
  it('computes each key once, null answers included, and forgets the oldest beyond its size', () => {
    const asked: string[] = [];
    const lengthOf = memoize((key) => {
      asked.push(key);
      return key === 'none' ? null : key.length;
    }, 2);
    expect([lengthOf('ab'), lengthOf('ab'), lengthOf('none'), lengthOf('none')]).toEqual([2, 2, null, null]);
    expect(asked).toEqual(['ab', 'none']);
    lengthOf('xyz'); // a third key: 'ab' is the oldest and goes
    expect(lengthOf('none')).toBeNull();
    expect(lengthOf('ab')).toBe(2);
    expect(asked).toEqual(['ab', 'none', 'xyz', 'ab']);
  });
});
