/**
 * Keystroke-to-commit latency on the About You page in Chromium, our renderers beside stock JSON Forms Material
 * renderers in the same run (same page schema; Material with a plain list of every question as UI schema, once with its own validation as
 * it ships and once without). A keystroke here is one letter typed into a text question and then Tab: the latency
 * runs from the Tab's keydown until the answer map holds the new value and the form has re-rendered (layout effect),
 * and, as `settled`, until every task that keystroke queued has run (a background-priority task: later renders the
 * form scheduled, such as JSON Forms taking the new data into its state, count too).
 * Text questions are visited in turn; WARMUP keystrokes first, then KEYSTROKES (default 200) measured: p50, p95.
 * Also the full validateAll of a complete answer set (tests/fixtures/about.complete.answers.json), in the browser with
 * the build's precompiled validators (bench/validation.ts measures it in Node). The bench page (bench/pages/keystroke.html) is built by Vite with
 * bench/vite.bench.config.ts and served by a tiny static server on loopback.
 * Run alone with `npx tsx bench/keystroke.ts` (KEYSTROKES 200; WARMUP 20; CHROMIUM_PATH).
 */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { latency, latencyLine, type Latency } from './support/stats.ts';

/** What bench/pages/keystroke.tsx puts on `window` for this driver. */
declare global {
  interface Window {
    bench: { expect(key: string, value: string): void; samples: number[]; settled: number[]; skipped: number; timeValidateAll(runs: number): number[] };
  }
}

/** Keystroke to re-render with the answer (`commit`), and to the end of every task it queued (`settled`). */
export interface KeystrokeLatency {
  commit: Latency;
  settled: Latency;
}

export interface KeystrokeBenchResult {
  ours: KeystrokeLatency;
  material: KeystrokeLatency;
  materialNoValidation: KeystrokeLatency;
  validateAllBrowser: Latency;
}

/** Text questions both renderings show; every keystroke appends one letter to one of them. */
const FIELDS = [
  'first_name', 'middle_name', 'last_name', 'preferred_name', 'email_address', 'address_line_2', 'city', 'zip',
  'other', 'ethnicity_addtnl_info', 'parent_first_name', 'parent_last_name', 'parent_2_first_name', 'parent_2_last_name',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const VALIDATE_RUNS = 50;
const MAX_TYPED = 6;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    done({ server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}

/** The input of a question: ours carries the answer key as id; Material's ids come from the scope (`#/properties/key…-input`). */
function inputSelector(renderers: string, key: string): string {
  return renderers === 'ours' ? `[id="${key}"]` : `[id^="#/properties/${key}"][id$="-input"]`;
}

async function measureKeystrokes(page: Page, url: string, renderers: string, warmup: number, count: number): Promise<KeystrokeLatency> {
  await page.goto(url);
  await page.locator(inputSelector(renderers, FIELDS[0])).first().waitFor();
  for (let index = 0; index < warmup + count; index += 1) {
    if (index === warmup) {
      await page.waitForFunction(() => window.bench.settled.length >= window.bench.samples.length);
      await page.evaluate(() => {
        window.bench.samples.length = window.bench.settled.length = 0;
        window.bench.skipped = 0;
      });
    }
    const key = FIELDS[index % FIELDS.length];
    const input = page.locator(inputSelector(renderers, key)).first();
    const letter = LETTERS[index % LETTERS.length];
    // Values stay short so no question's maximum length (ZIP's is 10) ever refuses the letter.
    const current = await input.inputValue();
    const restart = current.length >= MAX_TYPED;
    const next = (restart ? '' : current) + letter;
    await page.evaluate(([k, v]) => window.bench.expect(k, v), [key, next] as const);
    await input.focus();
    await page.keyboard.press(restart ? 'ControlOrMeta+A' : 'End');
    await page.keyboard.type(letter);
    await page.keyboard.press('Tab');
    const expected = index < warmup ? index + 1 : index - warmup + 1;
    await page.waitForFunction((n) => window.bench.samples.length + window.bench.skipped >= n, expected, { timeout: 10_000 });
  }
  await page.waitForFunction(() => window.bench.settled.length >= window.bench.samples.length);
  return { commit: latency(await page.evaluate(() => window.bench.samples)), settled: latency(await page.evaluate(() => window.bench.settled)) };
}

export async function benchKeystroke({
  count = Number(process.env.KEYSTROKES || 200),
  warmup = Number(process.env.WARMUP || 20),
} = {}): Promise<KeystrokeBenchResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'keystroke-bench-'));
  process.env.BENCH_PAGES_DIR = outDir;
  await build({ configFile: resolve(import.meta.dirname, 'vite.bench.config.ts'), logLevel: 'warn' });
  const { server, base } = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-extensions'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const at = (query: string) => `${base}/keystroke.html?${query}`;
    const ours = await measureKeystrokes(page, at('renderers=ours'), 'ours', warmup, count);
    const validateAllBrowser = latency(await page.evaluate((runs) => window.bench.timeValidateAll(runs), VALIDATE_RUNS));
    const material = await measureKeystrokes(page, at('renderers=material'), 'material', warmup, count);
    const materialNoValidation = await measureKeystrokes(page, at('renderers=material&validation=none'), 'material', warmup, count);
    return { ours, material, materialNoValidation, validateAllBrowser };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function formatKeystrokeBench(result: KeystrokeBenchResult): string {
  const ratio = (a: Latency, b: Latency) => `p50 ${(a.p50Ms / b.p50Ms).toFixed(2)}x, p95 ${(a.p95Ms / b.p95Ms).toFixed(2)}x`;
  const rows = (measure: keyof KeystrokeLatency) => [
    latencyLine(`our renderers (FormView), ${measure}`, result.ours[measure], { width: 46 }),
    latencyLine(`stock Material (ValidateAndShow), ${measure}`, result.material[measure], { width: 46 }),
    latencyLine(`stock Material (NoValidation), ${measure}`, result.materialNoValidation[measure], { width: 46 }),
    `  ${measure}: ours / stock Material: ${ratio(result.ours[measure], result.material[measure])}; ours / Material without validation: ${ratio(result.ours[measure], result.materialNoValidation[measure])}`,
  ];
  return [
    'Keystroke on About You (letter + Tab, Chromium): to the re-render with the answer (commit), and to the end of all work it queued (settled):',
    ...rows('commit'),
    ...rows('settled'),
    latencyLine('validateAll, complete, in browser', result.validateAllBrowser),
  ].join('\n');
}

export const keystrokeBenchmark: Benchmark = {
  id: 'keystroke',
  title: 'keystroke to commit beside stock Material renderers; validateAll',
  run: () => benchKeystroke().then(formatKeystrokeBench),
};

await runIfMain(import.meta.url, keystrokeBenchmark);
