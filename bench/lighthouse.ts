/**
 * Lighthouse mobile (its default: simulated slow 4G, 4x CPU slowdown, a phone's screen) on the built app's `/about`
 * and `/login` as a first-time visitor, in Debian's Chromium run headless. Each page is measured RUNS times and
 * the run with the median performance score is reported, with the range over the runs (TBT, and with it the score,
 * moves a lot between runs on a shared machine). Goals: performance >= 0.95, LCP <= 2.0 s,
 * accessibility 1.0, best practices >= 0.95.
 * Needs a build (`npm run build`). Run alone with `npx tsx bench/lighthouse.ts` (BENCH_PORT, default 4271; RUNS 3;
 * CHROME_PATH, default /usr/lib/chromium/chromium).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../src/shared/chromium-flags.ts';
import type { Benchmark } from './support/benchmark.ts';
import { runIfMain } from './support/benchmark.ts';
import { startApp } from './support/processes.ts';
import { percentile, range } from './support/stats.ts';

const PAGES = ['/about', '/login'];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  /** LCP as the unthrottled trace observed it (Lighthouse's own `metrics` audit), beside the simulated one. */
  observedLcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the three categories that did not pass, by id (so a drop says why). */
  failing: string[];
  /** What painted last as the largest (its selector), and the biggest layout shifts: where LCP and CLS come from. */
  lcpElement: string;
  shifts: string[];
  /**
   * The longest main-thread tasks as Lighthouse simulates them on the phone (what TBT adds up past 50 ms each), by the
   * file they run (`unattributed`: work Lighthouse names no script for, such as committing the page in its new renderer
   * or evaluating a module): where TBT comes from.
   */
  longTasks: string[];
  /** The lowest and highest performance score and TBT of the page's runs (TBT moves most from run to run). */
  spread?: { performance: [number, number]; tbtMs: [number, number] };
}

interface NodeDetails {
  selector?: string;
  snippet?: string;
}

type DetailItems = { items?: Array<{ items?: Array<{ node?: NodeDetails }>; node?: NodeDetails; score?: number }> } | undefined;
type TaskItems = { items?: Array<{ url?: string; duration?: number }> } | undefined;

/** A long task's file: the page's own name for inline work, `unattributed` for work Lighthouse blames no script for. */
function taskSource(url: string | undefined): string {
  if (!url || url === 'Unattributable') return 'unattributed';
  const { pathname } = new URL(url);
  return pathname.split('/').pop() || pathname;
}

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const failing = ['accessibility', 'best-practices']
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    path: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    observedLcpMs: (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    lcpElement: (lhr.audits['largest-contentful-paint-element']?.details as DetailItems)?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
    shifts: ((lhr.audits['layout-shifts']?.details as DetailItems)?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`),
    longTasks: ((lhr.audits['long-tasks']?.details as TaskItems)?.items ?? []).slice(0, 5).map((task) => `${taskSource(task.url)} ${(task.duration ?? 0).toFixed(0)} ms`),
  };
}

async function benchLighthouse({ port = Number(process.env.BENCH_PORT || 4271), runs = Number(process.env.RUNS || 3) } = {}): Promise<LighthouseFigures[]> {
  const clientDir = resolve(process.env.CLIENT_DIR || join('dist', 'client'));
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no build in ${clientDir}: run npm run build first`);
  const app = await startApp(port, { CLIENT_DIR: clientDir, NODE_ENV: 'production' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/lib/chromium/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of PAGES) {
      const results: LighthouseFigures[] = [];
      // One run to warm the server and the disk cache; Lighthouse clears the browser's cache before each run.
      await audit(`${app.base}${path}`, chrome.port);
      for (let i = 0; i < runs; i++) results.push(await audit(`${app.base}${path}`, chrome.port));
      const median = percentile(
        results.map((r) => r.performance),
        0.5,
      );
      const chosen = results.reduce((best, r) => (Math.abs(r.performance - median) < Math.abs(best.performance - median) ? r : best));
      const spread = { performance: range(results.map((r) => r.performance)), tbtMs: range(results.map((r) => r.tbtMs)) };
      figures.push({ ...chosen, spread });
    }
    return figures;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

function formatLighthouseBench(figures: LighthouseFigures[]): string {
  const lines = figures.map(
    (f) =>
      `  ${f.path.padEnd(8)} performance ${f.performance.toFixed(2)}   LCP ${(f.lcpMs / 1000).toFixed(2)} s (observed ${(f.observedLcpMs / 1000).toFixed(2)} s)   FCP ${(f.fcpMs / 1000).toFixed(2)} s` +
      `   TBT ${f.tbtMs.toFixed(0)} ms   CLS ${f.cls.toFixed(3)}   accessibility ${f.accessibility.toFixed(2)}` +
      `   best practices ${f.bestPractices.toFixed(2)}${f.failing.length ? `   (not passing: ${f.failing.join(', ')})` : ''}` +
      (f.spread
        ? `\n           over the runs: performance ${f.spread.performance.map((x) => x.toFixed(2)).join('-')}, TBT ${f.spread.tbtMs.map((x) => x.toFixed(0)).join('-')} ms`
        : '') +
      `\n           LCP element ${f.lcpElement}${f.shifts.length ? `; shifts: ${f.shifts.join(', ')}` : ''}` +
      `\n           longest tasks (simulated): ${f.longTasks.join(', ') || 'none'}`,
  );
  return ['Lighthouse mobile, first visit (median performance of the runs):', ...lines].join('\n');
}

export const lighthouseBenchmark: Benchmark = {
  id: 'lighthouse',
  title: 'Lighthouse mobile on /about and /login',
  run: () => benchLighthouse().then(formatLighthouseBench),
};

await runIfMain(import.meta.url, lighthouseBenchmark);
