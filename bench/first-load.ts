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
 * /about and /login are also visited in every other offered language (BENCH_LANGUAGES, as bench/keystroke.ts), by a
 * browser that asks for it (its locale and Accept-Language), in the same turns: reported as a ratio of the default
 * language's, since a language's texts must load only when chosen and cost a first visit nothing it notices.
 * Where Lighthouse (bench/lighthouse.ts) simulates a phone from one unthrottled trace, this measures the throttled
 * run itself, beside a peer measured in the same run. Both move a lot from visit to visit on a shared machine (here
 * /about's blocking ranged about 3x over 8-12 visits): compare medians of interleaved runs, never single visits.
 * Each ratio is printed with the interval (90%, bootstrap over both sides' visits) the run's own noise leaves it.
 * BASELINE_DIR names another built checkout (e.g. a detached worktree of main after `npm run build` there): its own
 * server serves its own build (a build's index.html and the server that fills it belong together: its CSP, its
 * frame), on the next port, its pages taking their turns with the others, and each of our pages' medians is
 * reported as a ratio of the baseline's. Also reported: each visit's largest contentful paint as the browser observed
 * it (no network throttling: the CPU slowdown alone).
 * Needs a build (`npm run build`). Run alone with `npx tsx bench/first-load.ts` (RUNS 8, QUIET_MS 2500,
 * BENCH_PORT 4273, CHROMIUM_PATH, CLIENT_DIR, BENCH_LANGUAGES, BASELINE_DIR).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { defaultLanguage } from '../src/shared/texts/languages.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { benchLanguages } from './support/languages.ts';
import { startApp } from './support/processes.ts';
import { medianRatioInterval, percentile, range } from './support/stats.ts';
import { serveFolder } from './support/static-server.ts';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Longest a visit is watched, whatever keeps making long frames. */
const MAX_VISIT_MS = 15_000;

interface VisitFigures {
  longestFrameMs: number;
  blockingMs: number;
  longFrames: number;
  /** The last largest-contentful-paint entry's time, 0 when none was reported. */
  lcpMs: number;
}

interface Side {
  name: string;
  url: string;
  /** The language the visitor's browser asks for (its locale and Accept-Language). */
  language: string;
  /** The application's page visited, which must be shown in the language asked for; none for the stock page. */
  ours?: '/about' | '/login';
}

interface SideFigures extends Pick<Side, 'name' | 'language' | 'ours'> {
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
function longFrames(): { frames: LongFrame[]; now: number; loaded: number; lcp: number } {
  const entries = performance.getEntriesByType('long-animation-frame') as Array<PerformanceEntry & { blockingDuration: number }>;
  const frames = entries.map((entry) => ({ end: entry.startTime + entry.duration, duration: entry.duration, blocking: entry.blockingDuration }));
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const lcp = (window as unknown as { benchLcp?: number }).benchLcp ?? 0;
  return { frames, now: performance.now(), loaded: navigation?.loadEventEnd ?? 0, lcp };
}

/** In the page before its scripts: the browser's largest-contentful-paint candidates, the last one kept. */
const OBSERVE_LCP =
  'new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.benchLcp = entry.startTime; })' +
  ".observe({ type: 'largest-contentful-paint', buffered: true });";

async function visit(browser: Browser, { url, language, ours }: Side, quietMs: number): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: language });
  try {
    // The stock page reads its answers from the window before it renders; a first visit has none.
    await context.addInitScript('window.benchAnswers = {};');
    await context.addInitScript(OBSERVE_LCP);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const start = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    let frames: LongFrame[] = [];
    let lcpMs = 0;
    for (;;) {
      await page.waitForTimeout(500);
      const seen = await page.evaluate(longFrames);
      frames = seen.frames;
      lcpMs = seen.lcp;
      // Quiet since the load or the last long frame, whichever came later: a page that renders after its load (the
      // stock page) has its long frame reported a moment after it ends, so an early look may see none yet.
      const quietSince = Math.max(frames.at(-1)?.end ?? 0, seen.loaded);
      if ((seen.loaded > 0 && seen.now - quietSince >= quietMs) || Date.now() - start > MAX_VISIT_MS) break;
    }
    const shown = await page.locator('html').getAttribute('lang');
    if (ours !== undefined && shown !== language) throw new Error(`${url} asked for in ${language} was shown in ${shown}`);
    return {
      longestFrameMs: Math.max(0, ...frames.map((frame) => frame.duration)),
      blockingMs: frames.reduce((sum, frame) => sum + frame.blocking, 0),
      longFrames: frames.length,
      lcpMs,
    };
  } finally {
    await context.close();
  }
}

/** A page of the application visited by a browser asking for `language`, named with it unless it is the default. */
function ourSide(base: string, path: '/about' | '/login', language: string, prefix = ''): Side {
  const name = prefix + (language === defaultLanguage ? path : `${path} ${language}`);
  return { name, url: `${base}${path}`, language, ours: path };
}

/** The prefix of the baseline's sides. */
const BASELINE = 'baseline ';

async function benchFirstLoad({
  runs = Number(process.env.RUNS || 8),
  quietMs = Number(process.env.QUIET_MS || 2500),
  port = Number(process.env.BENCH_PORT || 4273),
  baselineDir = process.env.BASELINE_DIR ? resolve(process.env.BASELINE_DIR) : null,
} = {}): Promise<SideFigures[]> {
  const clientDir = resolve(process.env.CLIENT_DIR || join('dist', 'client'));
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no build in ${clientDir}: run npm run build first`);
  if (baselineDir && !existsSync(join(baselineDir, 'dist', 'client', 'index.html'))) {
    throw new Error(`no build in ${baselineDir}/dist/client: run npm run build there first`);
  }
  const stockDir = mkdtempSync(join(tmpdir(), 'first-load-stock-'));
  process.env.BENCH_PAGES_DIR = stockDir;
  await build({ configFile: resolve(import.meta.dirname, 'vite.bench.config.ts'), logLevel: 'warn' });
  const { server, base: stockBase } = await serveFolder(stockDir);
  const app = await startApp(port, { CLIENT_DIR: clientDir, NODE_ENV: 'production' });
  const baseline = baselineDir ? await startApp(port + 1, { CLIENT_DIR: join(baselineDir, 'dist', 'client'), NODE_ENV: 'production' }, 'ignore', baselineDir) : null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-extensions'],
  });
  const languages = benchLanguages();
  const pagesOf = (base: string, prefix = '') => (['/about', '/login'] as const).flatMap((path) => languages.map((language) => ourSide(base, path, language, prefix)));
  const sides: Side[] = [
    ...pagesOf(app.base),
    { name: 'stock About You', url: `${stockBase}/keystroke.html?page=about`, language: defaultLanguage },
    ...(baseline ? pagesOf(baseline.base, BASELINE) : []),
  ];
  const figures: SideFigures[] = sides.map(({ name, language, ours }) => ({ name, language, ours, visits: [] }));
  try {
    // One visit each first, to warm the servers and the disk cache.
    for (const side of sides) await visit(browser, side, quietMs);
    const forward = sides.map((_, index) => index);
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? forward : [...forward].reverse();
      for (const index of order) figures[index].visits.push(await visit(browser, sides[index], quietMs));
    }
    return figures;
  } finally {
    await browser.close();
    server.close();
    await app.stop();
    await baseline?.stop();
    rmSync(stockDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => percentile(values, 0.5);
const recorded = (side: SideFigures) => side.visits.filter((visit) => visit.longFrames > 0);
const figure = (side: SideFigures, pick: (visit: VisitFigures) => number) => recorded(side).map(pick);

/**
 * The median blocking of the first and of the second half of a side's visits: how far the same page moves within one
 * run, the noise any ratio between two sides has to be read against.
 */
function halves(side: SideFigures): [number, number] {
  const half = Math.floor(side.visits.length / 2);
  const blocking = (visits: VisitFigures[]) => median(visits.filter((visit) => visit.longFrames > 0).map((visit) => visit.blockingMs));
  return [blocking(side.visits.slice(0, half)), blocking(side.visits.slice(half))];
}

function formatFirstLoadBench(figures: SideFigures[]): string {
  const blocking = (side: SideFigures) => median(figure(side, (v) => v.blockingMs));
  const longest = (side: SideFigures) => median(figure(side, (v) => v.longestFrameMs));
  const lcp = (side: SideFigures) => median(side.visits.map((v) => v.lcpMs).filter((ms) => ms > 0));
  const lines = figures.map((side) => {
    const missed = side.visits.length - recorded(side).length;
    return (
      `  ${side.name.padEnd(27)} blocking median ${blocking(side).toFixed(0).padStart(5)} ms` +
      `   longest frame median ${longest(side).toFixed(0).padStart(4)} ms` +
      `   long frames median ${median(figure(side, (v) => v.longFrames)).toFixed(0)}` +
      `   LCP median ${lcp(side).toFixed(0).padStart(4)} ms` +
      `   (blocking ${range(figure(side, (v) => v.blockingMs))
        .map((ms) => ms.toFixed(0))
        .join('-')} ms, halves ${halves(side)
        .map((ms) => ms.toFixed(0))
        .join(' / ')} ms)` +
      (missed ? `   ${missed} visit${missed > 1 ? 's' : ''} with no long frame left out` : '')
    );
  });
  const byName = (name: string) => figures.find((side) => side.name === name);
  // Each ratio with the interval its visits' own noise leaves it (90%, bootstrap): a limit the whole interval lies
  // under holds on this run; one inside it is a difference this run cannot tell.
  const between = (side: SideFigures, base: SideFigures, pick: (visit: VisitFigures) => number) => {
    const [ours, theirs] = [figure(side, pick), figure(base, pick)];
    const [low, high] = medianRatioInterval(ours, theirs);
    return `${(median(ours) / median(theirs)).toFixed(2)} x (${low.toFixed(2)}-${high.toFixed(2)})`;
  };
  const ratio = (side: SideFigures, base: SideFigures) =>
    `  ${side.name} / ${base.name}: blocking ${between(side, base, (v) => v.blockingMs)}, longest frame ${between(side, base, (v) => v.longestFrameMs)}`;
  const ours = byName('/about');
  const stock = byName('stock About You');
  const ratios = ours && stock ? [`  /about's blocking is ${(blocking(ours) / blocking(stock)).toFixed(2)} x stock's`] : [];
  for (const side of figures) {
    if (side.ours === undefined || side.name.startsWith(BASELINE)) continue;
    // Each other language's page beside the same page in the default language, and each page beside the baseline's.
    const sameInDefault = byName(side.ours);
    if (side.language !== defaultLanguage && sameInDefault) ratios.push(ratio(side, sameInDefault));
    const base = byName(BASELINE + side.name);
    if (base) ratios.push(`${ratio(side, base)}, LCP ${(lcp(side) / lcp(base)).toFixed(2)} x`);
  }
  const visits = figures[0]?.visits.length ?? 0;
  return [
    `First visit at ${CPU_SLOWDOWN}x CPU, Long Animation Frames (medians of ${visits} visits each; ratios with their 90% bootstrap interval):`,
    ...lines,
    ...ratios,
  ].join('\n');
}

export const firstLoadBenchmark: Benchmark = {
  id: 'first-load',
  title: 'First visit at a phone CPU: long frames of /about and /login beside stock JSON Forms',
  run: () => benchFirstLoad().then(formatFirstLoadBench),
};

await runIfMain(import.meta.url, firstLoadBenchmark);
