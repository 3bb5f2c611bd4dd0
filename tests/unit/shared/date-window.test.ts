import { describe, expect, it } from 'vitest';
import { isWithinWindow } from '../../../src/shared/date-window.ts';

const start = '2026-11-01T00:00:00-07:00';
const end = '2026-12-01T23:59:59-07:00';

describe('isWithinWindow', () => {
  it.each([
    ['2026-10-31T23:59:59-07:00', false],
    ['2026-11-01T00:00:00-07:00', true],
    ['2026-11-20T12:00:00Z', true],
    ['2026-12-01T23:59:59-07:00', true],
    ['2026-12-02T00:00:00-07:00', false],
  ])('at %s is %s', (now, expected) => {
    expect(isWithinWindow(new Date(now), start, end)).toBe(expected);
  });
});
