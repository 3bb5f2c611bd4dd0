import type { Result } from 'autocannon';

export interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
}

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** The server's CPU time per request (user + system), when it was measured. */
  cpuMicrosPerRequest?: number;
}

/** The p-quantile (0..1) of the values, interpolated between the two nearest samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same figures give the same resamples on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How far the ratio of two medians, median(a) / median(b), moves on the noise of the samples themselves: each side's
 * samples drawn again with replacement, `resamples` times, and the central `level` of the ratios so found (a bootstrap
 * percentile interval). A ratio whose interval holds 1 is no difference these samples can tell; one whose interval
 * lies under a limit is under it whatever the noise of this run.
 */
export function medianRatioInterval(a: number[], b: number[], { level = 0.9, resamples = 2000, seed = 1 } = {}): [number, number] {
  if (a.length === 0 || b.length === 0) return [NaN, NaN];
  const random = seededRandom(seed);
  const resample = (values: number[]) => values.map(() => values[Math.floor(random() * values.length)]);
  const ratios = Array.from({ length: resamples }, () => percentile(resample(a), 0.5) / percentile(resample(b), 0.5)).filter(Number.isFinite);
  const tail = (1 - level) / 2;
  return [percentile(ratios, tail), percentile(ratios, 1 - tail)];
}

/** The lowest and the highest of the values. */
export function range(values: number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

export function latency(samples: number[]): Latency {
  return { p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), samples: samples.length };
}

/** An autocannon run as req/s and latency; any error or non-2xx answer fails the benchmark. */
export function throughput(result: Result, what: string): Throughput {
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${what}: ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ` +
        `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
    );
  }
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: result.requests.total };
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export function throughputLine(label: string, t: Throughput): string {
  const cpu = t.cpuMicrosPerRequest === undefined ? '' : `   server CPU ${t.cpuMicrosPerRequest.toFixed(0)} us/request`;
  return `  ${label.padEnd(18)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${ms(t.p50Ms)}   p99 ${ms(t.p99Ms)}${cpu}`;
}

/** One labelled p50/p95 line; `digits` after the point (3 for sub-millisecond work), `width` for the label column. */
export function latencyLine(label: string, l: Latency, { digits = 1, width = 34 } = {}): string {
  const at = (value: number) => value.toFixed(digits).padStart(5 + digits);
  return `  ${label.padEnd(width)} p50 ${at(l.p50Ms)} ms   p95 ${at(l.p95Ms)} ms   (${l.samples})`;
}

/** "x.xx of hello world": req/s as a share of the baseline, and p99 as a multiple of it. */
export function versusBaseline(t: Throughput, baseline: Throughput): string {
  const rate = (t.requestsPerSecond / baseline.requestsPerSecond) * 100;
  return `${rate.toFixed(1)}% of the hello-world rate, p99 ${(t.p99Ms / Math.max(baseline.p99Ms, 0.001)).toFixed(1)}x`;
}
