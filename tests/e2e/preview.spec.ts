import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import { STAFF_FOLDERS } from '../../src/shared/staff-folders.ts';
import { applyGuideExample, guideEdits, guideExamples } from '../support/staff-guide-examples.ts';
import { appStarted } from './support/test.ts';
import { screenshotPath } from './support/screenshots.ts';

// The preview runs beside the suite's own server, on a port of its own.
const PORT = Number(process.env.E2E_PORT || 4173) + 50;
const SITE = `http://localhost:${PORT}`;

/** Starts `npm run preview` on an edited copy and collects what it prints. */
function startPreview(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/preview/index.ts', ...args, '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** A value the staff guide's example writes, read from the guide itself. */
function guideValue(example: string, file: string): Record<string, unknown> {
  return JSON.parse(guideEdits().find((edit) => edit.example === example && edit.file === file)!.content);
}

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test("staff preview the guide's examples in the real app, see a checker problem on the page, and the page reloads on every save @screenshot", async ({ page }) => {
  test.setTimeout(600_000);
  const edited = mkdtempSync(join(tmpdir(), 'staff-copy-'));
  for (const folder of STAFF_FOLDERS) cpSync(folder, join(edited, folder), { recursive: true });
  for (const example of guideExamples()) applyGuideExample(edited, example);
  const pagesFile = join(edited, 'uischemas', 'pages.json');
  const original = readFileSync(pagesFile, 'utf8');
  const workspaces = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('admissions-preview-')));
  const before = workspaces();
  const preview = startPreview([edited, '--tenant', 'lakeside']);
  try {
    await expect.poll(preview.output, { timeout: 300_000 }).toMatch(/ready at/);
    const [, email, password] = /test applicant (\S+), password (\S+)/.exec(preview.output())!;

    // The new university, as the guide makes it.
    const tenant = guideValue('add-tenant', 'tenants/lakeside/tenant.json') as { partnerName: string };
    await page.goto(`${SITE}/login`);
    await appStarted(page);
    await expect(page).toHaveTitle(new RegExp(tenant.partnerName));
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(email);
    await page.locator('input[autocomplete="username"], input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about$/);
    await appStarted(page);
    // The test applicant's sample answers are there.
    await expect(page.locator('#first_name')).not.toHaveValue('');

    // The new question, its rule and its exact message; the added option; a sixth high school.
    const control = guideValue('add-question', 'uischemas/education.uischema.json') as { label: string };
    const rule = guideValue('add-question', 'schemas/education.schema.json') as { errorMessage: { pattern: string } };
    await page.goto(`${SITE}/education`);
    await appStarted(page);
    await expect(page.getByLabel(control.label)).toBeVisible();
    await expect(page.locator('#gpa_scale option', { hasText: /^12$/ })).toHaveCount(1);
    for (let block = 2; block <= 6; block += 1) {
      if (await page.locator(`#hs_${block}_name`).count()) continue;
      await page.locator('#hs').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`#hs_${block}_name`)).toBeVisible();
    }
    await page.locator('#ap_ib_count').fill('many');
    await press(page, messages.save);
    await page.goto(`${SITE}/final-steps`);
    await appStarted(page);
    await press(page, messages.submit);
    // The summary names the new rule's message; its link lands on the question, which shows it too.
    const summary = page.getByRole('region', { name: messages.summaryTitle });
    const link = summary.getByRole('link', { name: rule.errorMessage.pattern });
    await expect(link).toHaveAttribute('href', '/education#ap_ib_count');
    await link.click();
    await expect(page).toHaveURL(/\/education#ap_ib_count$/, { timeout: 30_000 });
    await expect(page.locator('#ap_ib_count-error')).toHaveText(rule.errorMessage.pattern);

    // A saved edit reaches the open page: the step's new title, without a restart by hand.
    writeFileSync(pagesFile, original.replace('"title": "Your Academics"', '"title": "Your Academic Record"'));
    await expect(page.getByText('Your Academic Record').first()).toBeVisible({ timeout: 180_000 });

    // A staff mistake: the checker's problem is the page, naming the file in the staff's own copy.
    writeFileSync(pagesFile, original.replace('"title": "Your Academics",', '"title": "Your Academics"'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your edited files have \d+ problems?/, { timeout: 60_000 });
    await expect(page.getByRole('listitem').first()).toContainText(join(edited, 'uischemas', 'pages.json'));
    await page.screenshot({ path: screenshotPath('staff-preview-problem.png'), fullPage: true });

    // Fixed: the application is back.
    writeFileSync(pagesFile, original);
    await expect(page.getByText('Your Academics', { exact: true }).first()).toBeVisible({ timeout: 180_000 });
  } finally {
    preview.child.kill('SIGINT');
    await new Promise((stopped) => preview.child.once('exit', stopped));
  }
  // Stopped, the preview leaves nothing behind: its copy, database and mail are gone.
  expect([...workspaces()].filter((name) => !before.has(name))).toEqual([]);
});
