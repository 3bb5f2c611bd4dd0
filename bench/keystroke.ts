/// <reference lib="dom.iterable" />
/**
 * Keystroke latency in Chromium on every form page of the REAL application (the client built as `npm run build`
 * builds it, served by the real server, an applicant logged in: app shell, application store, saving and all),
 * beside stock JSON Forms Material renderers on the same keys in the same run (bench/pages/keystroke.html: the page
 * schema as a plain list of every question, Material's own validation on as it ships).
 *
 * Both sides start from the same answers (the complete application with every Add Another block answered, and every
 * block shown in the application, so Your Academics is its largest), and type into the same text questions: the
 * ones both render as a plain text box, visited in turn. One keystroke is a letter (`typing`) and then Tab, which
 * commits the answer (`commit`). Each is timed from its keydown to the end of all work it queued (a background-
 * priority task posted at the keydown runs once Chromium has nothing else waiting: React's renders and effects,
 * the store update, Material's debounced change flushed on blur, its validation), as wall time and as the CPU time
 * of the page's main thread meanwhile (Chromium's ThreadTime metric, which a busy machine does not inflate; it
 * includes the same few measuring calls on both sides). The two sides alternate every BLOCK keystrokes, each in
 * its own tab, so a busy moment of the machine falls on both.
 * WARMUP keystrokes per page and side first, then KEYSTROKES measured: p50, p95 and ours/stock. p95 is the 8th-worst
 * of 160 keys, so one or two of the machine's hiccups do not decide it.
 * Ours is measured once per offered language (texts-and-settings/languages.json, or BENCH_LANGUAGES=en,es), each an
 * applicant of its own whose account and browser read that language, in its own tab taking its turn with the others:
 * every other language's figures are also given as a ratio of the default language's (its texts, JSON Forms' i18n
 * translating each label and message, must cost nothing a keystroke notices).
 * Goal: commit p95 at most 0.6 × stock on every page, typing p95 no worse than stock.
 * Also validateAll of the whole application on those answers in the browser, with the build's precompiled
 * validators (bench/validation.ts measures it in Node).
 * Run alone with `npx tsx bench/keystroke.ts` (KEYSTROKES 160, WARMUP 10, BLOCK 1, BENCH_PORT 4272, CHROMIUM_PATH,
 * BENCH_LANGUAGES).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { build } from 'vite';
import { getPageSchema, PAGE_NAMES, type Answers } from '../src/shared/form/index.ts';
import { pageList, type PageEntry } from '../src/shared/form/page-list.ts';
import { defaultLanguage } from '../src/shared/texts/languages.ts';
import { addAnotherGroups } from '../tests/e2e/support/add-another.ts';
import { completeApplicationEveryBlock } from '../tests/support/complete-application.ts';
import { loggedInCookie } from './support/accounts.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { startApp } from './support/processes.ts';
import { serveFolder } from './support/static-server.ts';
import { benchLanguages, messageIn, pageTitleIn } from './support/languages.ts';
import { latency, latencyLine, type Latency } from './support/stats.ts';

type Kind = 'typing' | 'commit';

/** What recordKeystrokes puts on `window`. */
declare global {
  interface Window {
    keystrokes: { typing: number[]; commit: number[]; waitFor(kind: Kind, count: number): Promise<void> };
    benchAnswers: Answers;
    timeValidateAll(runs: number): number[];
  }
}

/** Wall time from keydown to the end of the work it queued, and the renderer main thread's CPU time in it. */
interface KeystrokeTimes {
  wall: Latency;
  cpu: Latency;
}

type SideLatency = Record<Kind, KeystrokeTimes>;

interface PageKeystrokes {
  page: PageEntry;
  fields: string[];
  /** Ours in each language measured, the default language first. */
  ours: Record<string, SideLatency>;
  stock: SideLatency;
}

interface KeystrokeBenchResult {
  pages: PageKeystrokes[];
  validateAll: Latency;
}

const ROOT = resolve(import.meta.dirname, '..');
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MAX_TYPED = 6;
const MAX_FIELDS = 16;
const VALIDATE_RUNS = 50;
const GOAL = { typing: 1, commit: 0.6 } as const;

/** In the page before any of its scripts: each letter's and Tab's keydown, timed to the end of the work it queued. */
function recordKeystrokes(): void {
  const samples = { typing: [] as number[], commit: [] as number[] };
  const waiting = new Map<string, { count: number; done: () => void }>();
  const { scheduler } = globalThis as unknown as { scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } };
  window.keystrokes = {
    ...samples,
    waitFor: (kind, count) => new Promise((done) => (window.keystrokes[kind].length >= count ? done() : waiting.set(kind, { count, done }))),
  };
  addEventListener(
    'keydown',
    (event) => {
      const kind: Kind | null = event.key === 'Tab' ? 'commit' : event.key.length === 1 ? 'typing' : null;
      if (!kind || event.ctrlKey || event.metaKey || event.altKey) return;
      const start = event.timeStamp;
      void scheduler.postTask(
        () => {
          const list = window.keystrokes[kind];
          list.push(performance.now() - start);
          const waiter = waiting.get(kind);
          if (!waiter || list.length < waiter.count) return;
          waiting.delete(kind);
          waiter.done();
        },
        { priority: 'background' },
      );
    },
    { capture: true },
  );
}

async function request(base: string, cookie: string, method: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/**
 * An applicant of the real app reading `language`, with the answers saved and every Add Another block shown; the
 * context holds the session.
 */
async function loggedInApplicant(context: BrowserContext, app: { base: string; mailDir: string }, answers: Answers, language: string): Promise<void> {
  const cookie = await loggedInCookie(app.base, app.mailDir, `bench.keystroke.${language}.${Date.now()}@example.org`);
  await request(app.base, cookie, 'PUT', '/api/language', { language });
  await request(app.base, cookie, 'PUT', '/api/answer', answers);
  for (const group of PAGE_NAMES.flatMap(addAnotherGroups)) {
    await request(app.base, cookie, 'PUT', '/api/add-another', { button_id: group.buttonId, num_components: group.prefixes.length });
  }
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app.base };
    }),
  );
}

/** Plain text questions of the page schema (no option list, pattern or format): the candidates to type into. */
function textKeys(page: PageEntry): string[] {
  const properties = (getPageSchema(page.name).properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'string' && !['enum', 'oneOf', 'pattern', 'format', 'const'].some((word) => word in property))
    .map(([key]) => key);
}

/**
 * For each key the page shows as a plain, visible, editable text box (not a lookup, not a date): its element id.
 * Ours gives the input the answer key as id; Material ids come from the scope (`#/properties/<key>[n]-input`).
 */
function textBoxIds(page: Page, keys: string[], side: 'ours' | 'stock'): Promise<Record<string, string>> {
  return page.evaluate(
    ([keys, side]) => {
      const found: Record<string, string> = {};
      const byKey = new Map<string, Element>();
      if (side === 'ours')
        for (const key of keys) {
          const element = document.getElementById(key);
          if (element) byKey.set(key, element);
        }
      else {
        for (const element of document.querySelectorAll('[id^="#/properties/"][id$="-input"]')) {
          const key = /^#\/properties\/(.+?)\d*-input$/.exec(element.id)?.[1];
          if (key && keys.includes(key) && !byKey.has(key)) byKey.set(key, element);
        }
      }
      for (const [key, element] of byKey) {
        const box = element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type === 'text');
        const editable = box && !(element as HTMLInputElement).readOnly && !(element as HTMLInputElement).disabled;
        const plain = element.getAttribute('role') !== 'combobox' && element.getAttribute('placeholder') !== 'MM/DD/YYYY';
        if (editable && plain && element.getClientRects().length > 0) found[key] = element.id;
      }
      return found;
    },
    [keys, side] as const,
  );
}

/** Up to MAX_FIELDS keys spread evenly over the page. */
function spread(keys: string[]): string[] {
  if (keys.length <= MAX_FIELDS) return keys;
  return Array.from({ length: MAX_FIELDS }, (_, index) => keys[Math.round((index * (keys.length - 1)) / (MAX_FIELDS - 1))]);
}

/** One side of one page: its tab, the element id of each field, how many keystrokes it has typed, their CPU times. */
interface Side {
  page: Page;
  cdp: CDPSession;
  ids: Record<string, string>;
  typed: number;
  cpu: Record<Kind, number[]>;
}

/** Until every task queued so far has run (the same background task the recorder posts). */
function settle(page: Page): Promise<void> {
  return page.evaluate(() => {
    const { scheduler } = globalThis as unknown as { scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } };
    return scheduler.postTask(() => {}, { priority: 'background' });
  });
}

/** CPU time of the page's main thread so far, in ms (Chromium's ThreadTime metric): unlike wall time, a busy machine does not add to it. */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const found = metrics.find((metric) => metric.name === 'ThreadTime');
  if (!found) throw new Error('Chromium reports no ThreadTime metric');
  return found.value * 1000;
}

/** A letter appended to the field (the field restarts when long, so no length limit refuses it), then Tab. */
async function keystroke(side: Side, fields: string[]): Promise<void> {
  const index = side.typed;
  const key = fields[index % fields.length];
  const input = side.page.locator(`[id="${side.ids[key]}"]`);
  const letter = LETTERS[index % LETTERS.length];
  const current = await input.inputValue();
  const restart = current.length >= MAX_TYPED;
  await input.focus();
  await side.page.keyboard.press(restart ? 'ControlOrMeta+A' : 'End');
  await settle(side.page);
  const before = await threadTime(side.cdp);
  await side.page.keyboard.press(letter);
  await side.page.evaluate((count) => window.keystrokes.waitFor('typing', count), index + 1);
  const typed = await threadTime(side.cdp);
  await side.page.keyboard.press('Tab');
  await side.page.evaluate((count) => window.keystrokes.waitFor('commit', count), index + 1);
  const committed = await threadTime(side.cdp);
  side.cpu.typing.push(typed - before);
  side.cpu.commit.push(committed - typed);
  const value = await input.inputValue();
  if (value !== (restart ? '' : current) + letter) throw new Error(`${key}: the box holds "${value}" after typing "${letter}"`);
  side.typed += 1;
}

async function samplesOf(side: Side, from: number): Promise<SideLatency> {
  const wall = await side.page.evaluate(() => ({ typing: window.keystrokes.typing, commit: window.keystrokes.commit }));
  const times = (kind: Kind) => ({ wall: latency(wall[kind].slice(from)), cpu: latency(side.cpu[kind].slice(from)) });
  return { typing: times('typing'), commit: times('commit') };
}

async function openSide(page: Page, keys: string[], kind: 'ours' | 'stock'): Promise<Side> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp, ids: await textBoxIds(page, keys, kind), typed: 0, cpu: { typing: [], commit: [] } };
}

async function benchPage(
  entry: PageEntry,
  ours: ReadonlyMap<string, Page>,
  stock: Page,
  urls: { ours: string; stock: string },
  counts: { count: number; warmup: number; block: number },
): Promise<PageKeystrokes> {
  for (const [language, page] of ours) {
    await page.goto(urls.ours);
    await page.getByRole('heading', { level: 1, name: pageTitleIn(language, entry) }).waitFor();
    // The server's page, painted before the JavaScript, has the heading but no buttons: the app has drawn the whole
    // page once its buttons are there and no section is still to come (the form adds them in steps).
    await page.getByRole('group', { name: messageIn(language, 'formActionsLabel') }).waitFor();
    await page.locator('[data-sections-to-come]').waitFor({ state: 'detached' });
    const shown = await page.locator('html').getAttribute('lang');
    if (shown !== language) throw new Error(`${entry.path}: the ${language} applicant's page is shown in ${shown}`);
  }
  await stock.goto(urls.stock);
  await stock.locator('[id^="#/properties/"]').first().waitFor();
  const candidates = textKeys(entry);
  const oursSides = new Map<string, Side>();
  for (const [language, page] of ours) {
    // The form renders its sections after the heading, a slice at a time: every one of them is on the page first.
    await page.locator('main input').first().waitFor();
    await settle(page);
    oursSides.set(language, await openSide(page, candidates, 'ours'));
  }
  const stockSide = await openSide(stock, candidates, 'stock');
  const sides = [...oursSides.values(), stockSide];
  const fields = spread(candidates.filter((key) => sides.every((side) => key in side.ids)));
  if (fields.length === 0) throw new Error(`${entry.path}: no text question every side shows`);
  for (let done = 0; done < counts.warmup + counts.count; done += counts.block) {
    for (const side of sides) {
      await side.page.bringToFront();
      await settle(side.page);
      for (let n = 0; n < Math.min(counts.block, counts.warmup + counts.count - done); n += 1) await keystroke(side, fields);
    }
  }
  const oursLatency: Record<string, SideLatency> = {};
  for (const [language, side] of oursSides) oursLatency[language] = await samplesOf(side, counts.warmup);
  return { page: entry, fields, ours: oursLatency, stock: await samplesOf(stockSide, counts.warmup) };
}

async function benchKeystroke({
  count = Number(process.env.KEYSTROKES || 160),
  warmup = Number(process.env.WARMUP || 10),
  block = Number(process.env.BLOCK || 1),
  port = Number(process.env.BENCH_PORT || 4272),
} = {}): Promise<KeystrokeBenchResult> {
  const stockDir = mkdtempSync(join(tmpdir(), 'keystroke-stock-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'keystroke-client-'));
  process.env.BENCH_PAGES_DIR = stockDir;
  await build({ configFile: resolve(import.meta.dirname, 'vite.bench.config.ts'), logLevel: 'warn' });
  await build({ configFile: resolve(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  const { server, base: stockBase } = await serveFolder(stockDir);
  const app = await startApp(port, { CLIENT_DIR: clientDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-extensions'],
  });
  try {
    const answers = completeApplicationEveryBlock();
    // One context (cookies, browser language) per language; the stock page shares the default language's.
    const ours = new Map<string, Page>();
    let stock: Page | undefined;
    for (const language of benchLanguages()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: language });
      // tsx keeps function names by wrapping them in `__name(…)`, which a function sent to the page must find there.
      await context.addInitScript('globalThis.__name = (target) => target;');
      await context.addInitScript(recordKeystrokes);
      await context.addInitScript((given) => void (window.benchAnswers = given), answers);
      await loggedInApplicant(context, app, answers, language);
      ours.set(language, await context.newPage());
      if (language === defaultLanguage) stock = await context.newPage();
    }
    if (!stock) throw new Error(`BENCH_LANGUAGES must include the default language, ${defaultLanguage}`);
    const pages: PageKeystrokes[] = [];
    for (const entry of pageList) {
      const urls = { ours: `${app.base}${entry.path}`, stock: `${stockBase}/keystroke.html?page=${entry.name}` };
      pages.push(await benchPage(entry, ours, stock, urls, { count, warmup, block }));
    }
    const validateAll = latency(await stock.evaluate((runs) => window.timeValidateAll(runs), VALIDATE_RUNS));
    return { pages, validateAll };
  } finally {
    await browser.close();
    server.close();
    await app.stop();
    rmSync(stockDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
}

function formatKeystrokeBench(result: KeystrokeBenchResult): string {
  const lines = [
    `Keystroke latency in Chromium: the real application (logged in, every Add Another block open; in ${Object.keys(result.pages[0]?.ours ?? {}).join(', ')}) beside stock JSON`,
    'Forms Material (ValidateAndShow) on the same answers, fields and keys. wall: keydown to the end of the work it',
    "queued; cpu: the renderer main thread's CPU time in it (what a busy machine does not inflate).",
    `Goal: ours/stock p95 <= ${GOAL.typing} for typing, <= ${GOAL.commit} for commit (Tab) on every page.`,
  ];
  for (const { page, fields, ours: byLanguage, stock } of result.pages) {
    lines.push(`  ${page.title} (${page.path}, ${fields.length} fields):`);
    const ours = byLanguage[defaultLanguage];
    const others = Object.entries(byLanguage).filter(([language]) => language !== defaultLanguage);
    for (const kind of ['typing', 'commit'] as const) {
      for (const time of ['wall', 'cpu'] as const) {
        const p50 = ours[kind][time].p50Ms / stock[kind][time].p50Ms;
        const p95 = ours[kind][time].p95Ms / stock[kind][time].p95Ms;
        lines.push(
          latencyLine(`  ${kind} ${time}, ours`, ours[kind][time], { width: 22 }),
          ...others.map(([language, theirs]) => latencyLine(`  ${kind} ${time}, ours ${language}`, theirs[kind][time], { width: 22 })),
          latencyLine(`  ${kind} ${time}, stock`, stock[kind][time], { width: 22 }),
          `      ours/stock: p50 ${p50.toFixed(2)}x, p95 ${p95.toFixed(2)}x (goal p95 <= ${GOAL[kind]}: ${p95 <= GOAL[kind] ? 'met' : 'MISSED'})`,
          ...others.map(
            ([language, theirs]) =>
              `      ours ${language}/${defaultLanguage}: p50 ${(theirs[kind][time].p50Ms / ours[kind][time].p50Ms).toFixed(2)}x, ` +
              `p95 ${(theirs[kind][time].p95Ms / ours[kind][time].p95Ms).toFixed(2)}x`,
          ),
        );
      }
    }
  }
  lines.push(latencyLine('validateAll, whole application, every block answered, in Chromium', result.validateAll, { digits: 2, width: 66 }));
  return lines.join('\n');
}

export const keystrokeBenchmark: Benchmark = {
  id: 'keystroke',
  title: 'keystroke latency in the real application beside stock Material renderers, every page; validateAll',
  run: () => benchKeystroke().then(formatKeystrokeBench),
};

await runIfMain(import.meta.url, keystrokeBenchmark);
