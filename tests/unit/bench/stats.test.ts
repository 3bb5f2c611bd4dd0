import { describe, expect, it } from 'vitest';
import { medianRatioInterval, percentile } from '../../../bench/support/stats.ts';

// Visits of a page on a noisy machine: blocking times that move a lot from one visit to the next.
const noisy = [23, 232, 174, 88, 145, 61, 199, 120, 97, 160, 41, 210];

describe('medianRatioInterval', () => {
  it('holds 1 for two runs of the same samples', () => {
    const [low, high] = medianRatioInterval(noisy, [...noisy].reverse());
    expect(low).toBeLessThan(1);
    expect(high).toBeGreaterThan(1);
  });

  it('lies around the true ratio when one side takes twice as long with little noise', () => {
    const fast = [50, 51, 49, 52, 48, 50, 51, 49];
    const slow = fast.map((ms) => ms * 2 + 1);
    const [low, high] = medianRatioInterval(slow, fast);
    expect(low).toBeGreaterThan(1.9);
    expect(high).toBeLessThan(2.2);
  });

  it('is wide where the samples are noisy, and narrower for a lower level', () => {
    const doubled = noisy.map((ms) => ms * 2);
    const [low90, high90] = medianRatioInterval(doubled, noisy);
    const [low50, high50] = medianRatioInterval(doubled, noisy, { level: 0.5 });
    expect(high90 - low90).toBeGreaterThan(1);
    expect(low50).toBeGreaterThanOrEqual(low90);
    expect(high50).toBeLessThanOrEqual(high90);
    expect(percentile([low90, high90], 0.5)).toBeGreaterThan(1.5);
  });

  it('gives the same interval for the same samples and no interval for no samples', () => {
    expect(medianRatioInterval(noisy, noisy.slice(3))).toEqual(medianRatioInterval(noisy, noisy.slice(3)));
    expect(medianRatioInterval([], noisy)).toEqual([NaN, NaN]);
  });
});
