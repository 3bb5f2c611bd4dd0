import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { appStarted } from './support/test.ts';
import { screenshotPath } from './support/screenshots.ts';

// The preview runs beside the suite's own server, on a port of its own.
const PORT = Number(process.env.E2E_PORT || 4173) + 50;
const SITE = `http://localhost:${PORT}`;

/** Starts `npm run preview` on an edited copy and collects what it prints. */
function startPreview(folder: string): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/preview/index.ts', folder, '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

test('staff preview their edited files: the real app from the copy, the checker problems on the page, a reload on every save @screenshot', async ({ page }) => {
  test.setTimeout(300_000);
  const edited = mkdtempSync(join(tmpdir(), 'staff-copy-'));
  for (const folder of ['schemas', 'uischemas', 'texts-and-settings', 'tenants']) cpSync(folder, join(edited, folder), { recursive: true });
  const pagesFile = join(edited, 'uischemas', 'pages.json');
  const original = readFileSync(pagesFile, 'utf8');
  const workspaces = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('admissions-preview-')));
  const before = workspaces();
  const preview = startPreview(edited);
  try {
    await expect.poll(preview.output, { timeout: 150_000 }).toMatch(/ready at/);
    const [, email, password] = /test applicant (\S+), password (\S+)/.exec(preview.output())!;
    await page.goto(`${SITE}/login`);
    await appStarted(page);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(email);
    await page.locator('input[type="email"], input[autocomplete="username"]').first().fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about$/);
    await appStarted(page);
    // The sample answers were saved for the test applicant.
    await expect(page.locator('#first_name')).not.toHaveValue('');

    // A saved edit reaches the open page: the step's new title, without a restart by hand.
    writeFileSync(pagesFile, original.replace('"title": "Your Academics"', '"title": "Your Academic Record"'));
    await expect(page.getByRole('link', { name: /Your Academic Record/ })).toBeVisible({ timeout: 120_000 });

    // A staff mistake: the checker's problem is the page, naming the file in the staff's own copy.
    writeFileSync(pagesFile, original.replace('"title": "Your Academics",', '"title": "Your Academics"'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your edited files have \d+ problems?/, { timeout: 60_000 });
    await expect(page.getByRole('listitem').first()).toContainText(join(edited, 'uischemas', 'pages.json'));
    await page.screenshot({ path: screenshotPath('staff-preview-problem.png'), fullPage: true });

    // Fixed: the application is back.
    writeFileSync(pagesFile, original);
    await expect(page.getByRole('link', { name: /Your Academics/ })).toBeVisible({ timeout: 120_000 });
  } finally {
    preview.child.kill('SIGINT');
    await new Promise((stopped) => preview.child.once('exit', stopped));
  }
  // Stopped, the preview leaves nothing behind: its copy, database and mail are gone.
  expect([...workspaces()].filter((name) => !before.has(name))).toEqual([]);
});
