/**
 * A first visit as a phone's main thread lives it: Debian's Chromium at Lighthouse's 4x CPU slowdown, a fresh
 * browser context per visit (empty cache, as a first-time visitor), the built app's `/about` and `/login` served by
 * the real server, beside stock JSON Forms Material rendering the About You schema (bench/pages/keystroke.html, no
 * answers) in the same run. Each visit's Long Animation Frames (the browser's own record of frames held up past
 * 50 ms) give its longest frame and its blocking time (each frame's time past 50 ms, as TBT counts tasks), until
 * QUIET_MS pass without a new one. The sides take turns, in an order that alternates, so a busy moment of the
 * machine falls on all of them. Reported: medians over RUNS visits, and /about's blocking as a ratio of stock's.
 * A visit with no long frame at all is left out of its side's medians and counted apart: Chromium 156 sometimes
 * reports no frame for work done before the page's first frame (a trace of such a stock visit shows its 750 ms task),
 * so a zero there is a missed record, not a fast visit.
 * Where Lighthouse (bench/lighthouse.ts) simulates a phone from one unthrottled trace, this measures the throttled
 * run itself, beside a peer measured in the same run. Both move a lot from visit to visit on a shared machine (here
 * /about's blocking ranged about 3x over 8-12 visits): compare medians of interleaved runs, never single visits.
 * Needs a build (`npm run build`). Run alone with `npx tsx bench/first-load.ts` (RUNS 8, QUIET_MS 2500,
 * BENCH_PORT 4273, CHROMIUM_PATH, CLIENT_DIR).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { startApp } from './support/processes.ts';
import { percentile, range } from './support/stats.ts';
import { serveFolder } from './support/static-server.ts';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Longest a visit is watched, whatever keeps making long frames. */
const MAX_VISIT_MS = 15_000;

interface VisitFigures {
  longestFrameMs: number;
  blockingMs: number;
  longFrames: number;
}

interface SideFigures {
  name: string;
  visits: VisitFigures[];
}

interface LongFrame {
  end: number;
  duration: number;
  blocking: number;
}

/**
 * The page's long animation frames so far (the browser keeps them from the page's start), its clock, and when its
 * load event ended (0 before it has).
 */
function longFrames(): { frames: LongFrame[]; now: number; loaded: number } {
  const entries = performance.getEntriesByType('long-animation-frame') as Array<PerformanceEntry & { blockingDuration: number }>;
  const frames = entries.map((entry) => ({ end: entry.startTime + entry.duration, duration: entry.duration, blocking: entry.blockingDuration }));
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { frames, now: performance.now(), loaded: navigation?.loadEventEnd ?? 0 };
}

async function visit(browser: Browser, url: string, quietMs: number): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    // The stock page reads its answers from the window before it renders; a first visit has none.
    await context.addInitScript('window.benchAnswers = {};');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const start = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    let frames: LongFrame[] = [];
    for (;;) {
      await page.waitForTimeout(500);
      const seen = await page.evaluate(longFrames);
      frames = seen.frames;
      // Quiet since the load or the last long frame, whichever came later: a page that renders after its load (the
      // stock page) has its long frame reported a moment after it ends, so an early look may see none yet.
      const quietSince = Math.max(frames.at(-1)?.end ?? 0, seen.loaded);
      if ((seen.loaded > 0 && seen.now - quietSince >= quietMs) || Date.now() - start > MAX_VISIT_MS) break;
    }
    return {
      longestFrameMs: Math.max(0, ...frames.map((frame) => frame.duration)),
      blockingMs: frames.reduce((sum, frame) => sum + frame.blocking, 0),
      longFrames: frames.length,
    };
  } finally {
    await context.close();
  }
}

async function benchFirstLoad({
  runs = Number(process.env.RUNS || 8),
  quietMs = Number(process.env.QUIET_MS || 2500),
  port = Number(process.env.BENCH_PORT || 4273),
} = {}): Promise<SideFigures[]> {
  const clientDir = resolve(process.env.CLIENT_DIR || join('dist', 'client'));
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no build in ${clientDir}: run npm run build first`);
  const stockDir = mkdtempSync(join(tmpdir(), 'first-load-stock-'));
  process.env.BENCH_PAGES_DIR = stockDir;
  await build({ configFile: resolve(import.meta.dirname, 'vite.bench.config.ts'), logLevel: 'warn' });
  const { server, base: stockBase } = await serveFolder(stockDir);
  const app = await startApp(port, { CLIENT_DIR: clientDir, NODE_ENV: 'production' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-extensions'],
  });
  const sides = [
    { name: '/about', url: `${app.base}/about` },
    { name: 'stock About You', url: `${stockBase}/keystroke.html?page=about` },
    { name: '/login', url: `${app.base}/login` },
  ];
  const figures: SideFigures[] = sides.map(({ name }) => ({ name, visits: [] }));
  try {
    // One visit each first, to warm the servers and the disk cache.
    for (const side of sides) await visit(browser, side.url, quietMs);
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
      for (const index of order) figures[index].visits.push(await visit(browser, sides[index].url, quietMs));
    }
    return figures;
  } finally {
    await browser.close();
    server.close();
    await app.stop();
    rmSync(stockDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => percentile(values, 0.5);
const recorded = (side: SideFigures) => side.visits.filter((visit) => visit.longFrames > 0);
const figure = (side: SideFigures, pick: (visit: VisitFigures) => number) => recorded(side).map(pick);

function formatFirstLoadBench(figures: SideFigures[]): string {
  const blocking = (side: SideFigures) => median(figure(side, (v) => v.blockingMs));
  const lines = figures.map((side) => {
    const missed = side.visits.length - recorded(side).length;
    return (
      `  ${side.name.padEnd(16)} blocking median ${blocking(side).toFixed(0).padStart(5)} ms` +
      `   longest frame median ${median(figure(side, (v) => v.longestFrameMs))
        .toFixed(0)
        .padStart(4)} ms` +
      `   long frames median ${median(figure(side, (v) => v.longFrames)).toFixed(0)}` +
      `   (blocking ${range(figure(side, (v) => v.blockingMs))
        .map((ms) => ms.toFixed(0))
        .join('-')} ms)` +
      (missed ? `   ${missed} visit${missed > 1 ? 's' : ''} with no long frame left out` : '')
    );
  });
  const ours = figures.find((side) => side.name === '/about');
  const stock = figures.find((side) => side.name === 'stock About You');
  const ratio = ours && stock ? `\n  /about's blocking is ${(blocking(ours) / blocking(stock)).toFixed(2)} x stock's` : '';
  const visits = figures[0]?.visits.length ?? 0;
  return [`First visit at ${CPU_SLOWDOWN}x CPU, Long Animation Frames (medians of ${visits} visits each):`, ...lines].join('\n') + ratio;
}

export const firstLoadBenchmark: Benchmark = {
  id: 'first-load',
  title: 'First visit at a phone CPU: long frames of /about and /login beside stock JSON Forms',
  run: () => benchFirstLoad().then(formatFirstLoadBench),
};

await runIfMain(import.meta.url, firstLoadBenchmark);
