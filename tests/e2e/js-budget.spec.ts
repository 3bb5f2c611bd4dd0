import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { staffText } from '../support/staff-text.ts';

/**
 * Issue 16 goal 2: a first-time visitor's JavaScript on the wire (the compressed bytes the browser received, as the
 * server sends them precompressed) stays within each entry page's budget. The page is loaded until its heading shows
 * and the network is quiet, so every chunk it fetched on its own counts; a failure lists the files.
 * /login meets the issue's 150 KB. /about's goal is 200 KB; it measured 244 KB when this test came, 228 KB once the
 * validators and the toast's and account menu's code loaded on demand, 222 KB once JSON Forms' lodash came from
 * lodash-es, 209 KB once Next Steps' tabs and uploads loaded with that page and 192.0 KB once the lookup fields' combobox
 * (MUI Autocomplete, its popup) loaded on first interaction, 180.7 KB once a first visit's modules came in four files
 * instead of thirty (scripts/vite-first-load-chunks.ts; larger files compress better), 190.4 KB once those groups
 * came cut into pieces the app evaluates one per task (smaller files compress a little worse; Lighthouse's blocking
 * time on /about fell by a fifth) and 193.0 KB once the entry came in two (its blocking time on /login fell by a
 * sixth): its budget is what it measures, lowered as it shrinks. Each file is a request and a compile on the phone's
 * main thread, so their number has a limit too: the entry in two pieces and the bundler's runtime, then the code both
 * landing pages share, the page's libraries and its own code, each in at most six pieces.
 */
const MAX_FILES = 3 + 3 * 6;

const budgets = [
  { path: '/login', heading: { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 }, kilobytes: 150 },
  { path: '/about', heading: { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 }, kilobytes: 194 },
];

async function javaScriptOnTheWire(page: Page, path: string, heading: { name: string; level: number }) {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const received = await Promise.all(scripts);
  return {
    kilobytes: received.reduce((sum, script) => sum + script.bytes, 0) / 1024,
    count: received.length,
    files: received.map((script) => `${new URL(script.url).pathname} ${(script.bytes / 1024).toFixed(1)} KB`).join('\n'),
  };
}

for (const { path, heading, kilobytes } of budgets) {
  const title = `a first visit to ${path} transfers at most ${kilobytes} KB of compressed JavaScript in at most ${MAX_FILES} files`;
  test(title, async ({ page }) => {
    const measured = await javaScriptOnTheWire(page, path, heading);
    console.log(`${path}: ${measured.kilobytes.toFixed(1)} KB of compressed JavaScript`);
    // Something was measured: an empty list would pass any budget.
    expect(measured.kilobytes, measured.files).toBeGreaterThan(0);
    expect(measured.kilobytes, measured.files).toBeLessThanOrEqual(kilobytes);
    expect(measured.count, measured.files).toBeLessThanOrEqual(MAX_FILES);
  });
}
