import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { appStarted, expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import pages from '../../uischemas/pages.json' with { type: 'json' };
import { STAFF_FOLDERS } from '../../src/shared/staff-folders.ts';
import { completeApplication } from '../support/complete-application.ts';
import { makeMarkerPdf } from '../support/document-fixtures.ts';
import { staffText } from '../support/staff-text.ts';
import { loggedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';

/** How long a page change that saves first may take on a loaded machine. */
const AFTER_SAVE = { timeout: 30_000 };
// A second server beside the suite's own (which keeps the demo tenant's setting, off), on a port of its own.
const PORT = Number(process.env.E2E_PORT || 4173) + 3;
const SITE = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
let serverOutput = '';
let folder = '';

/**
 * The real server, built as npm start runs it, reading a copy of the staff folders whose demo tenant turns the review
 * on, as an institution does in its tenant.json. Mail goes where the suite's helpers read the confirmation codes.
 */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'admissions-review-'));
  const staffDir = join(folder, 'staff');
  for (const staffFolder of STAFF_FOLDERS) cpSync(staffFolder, join(staffDir, staffFolder), { recursive: true });
  const tenantFile = join(staffDir, 'tenants', 'demo', 'tenant.json');
  writeFileSync(tenantFile, JSON.stringify({ ...JSON.parse(readFileSync(tenantFile, 'utf8')), reviewBeforeSubmit: true }, null, 2));
  server = spawn(process.execPath, ['dist-server/server/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      MAIL_DIR: join(process.env.E2E_DATA_DIR!, 'mail'),
      CLIENT_DIR: process.env.CLIENT_DIR || join(process.cwd(), 'dist', 'client'),
      STAFF_DIR: staffDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(`${SITE}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000, message: `server on ${PORT}: ${serverOutput}` },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** The summary-list row of one question: the row holding its Change link to `/{page}#{key}`. */
const row = (page: Page, path: string, key: string) => page.locator('dl > div').filter({ has: page.locator(`a[href="${path}#${key}"]`) });

/** Follows a row's Change link with the keyboard; the question's input then has focus. */
async function change(page: Page, path: string, key: string): Promise<void> {
  await page.locator(`a[href="${path}#${key}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}#${key}$`));
  await appStarted(page);
  await expect(page.locator(`[id="${key}"]`)).toBeFocused();
}

/** Types a new answer into the focused text input. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    // Nothing wider than the screen: read at 320 px without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: screenshotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('with the review on (tenant.json reviewBeforeSubmit)', () => {
  let context: BrowserContext;
  test.afterEach(() => context?.close());

  test('the last Submit opens the review: answers by page as printed, Change and save return to it, a gap sends to the summary, and Submit from it lands on /completion @screenshot', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    context = await browser.newContext({ baseURL: SITE });
    const page = await context.newPage();
    await loggedInAccount(page.request, SITE);
    const answers = { ...completeApplication(), city: '' };
    const saved = await page.request.put('/api/answer', { data: answers, headers: { origin: SITE } });
    expect(saved.status(), await saved.text()).toBe(200);

    // The resume uploaded instead of typed: the review names the file as the PDF lists it.
    await page.goto('/final-steps');
    await appStarted(page);
    await page.getByRole('tab', { name: staffText('uischemas/final-steps.uischema.json', '/elements/1/elements/0/elements/1/label') }).click();
    await page.locator('#resume_doc').setInputFiles({ name: 'my-resume.pdf', mimeType: 'application/octet-stream', buffer: await makeMarkerPdf('Resume') });
    const uploaded = page.getByRole('status').filter({ hasText: 'my-resume.pdf' });
    await expect(uploaded).toHaveText(/my-resume\.pdf \(\d+ K?B\)/, { timeout: 120_000 });
    const uploadedText = (await uploaded.textContent())!.trim();
    await press(page, messages.submit);
    await expect(page).toHaveURL(/\/review$/, AFTER_SAVE);
    await expect(page.getByRole('heading', { level: 2, name: messages.reviewTitle })).toBeFocused();

    // Every page in step order, each answer as the print view shows it.
    const pageHeadings = page.getByRole('heading', { level: 3 });
    await expect(pageHeadings).toHaveText([...pages.pages.map((entry) => entry.title), messages.reviewSubmitHeading]);
    await expect(row(page, '/about', 'gender').locator('dd').first()).toHaveText('Female');
    await expect(row(page, '/about', 'birth_date').locator('dd').first()).toHaveText('04/15/2008');
    await expect(row(page, '/about', 'race_white').locator('dd').first()).toHaveText('[X]');
    await expect(row(page, '/education', 'hs_name').locator('dd').first()).toHaveText('Fairview High School (060118)');
    await expect(row(page, '/education', 'hs_attend_from_month').locator('dd').first()).toHaveText('August 2023');
    await expect(row(page, '/final-steps', 'entry_term').locator('dd').first()).toHaveText('Fall 2027');
    await expect(row(page, '/final-steps', 'resume_doc').locator('dd').first()).toHaveText(uploadedText);
    await expect(row(page, '/final-steps', 'resume_essay')).toHaveCount(0);
    // Only what is answered: the unticked box and the empty city have no row.
    await expect(row(page, '/about', 'race_asian')).toHaveCount(0);
    await expect(row(page, '/about', 'city')).toHaveCount(0);
    // The Change link says which question it changes.
    await expect(page.locator('a[href="/about#gender"]')).toHaveAccessibleName(new RegExp(`^${messages.reviewChange} .+`));
    await shoot(page, 'review');

    // Change one answer of About You: Save comes back to the review, which shows the new answer.
    await change(page, '/about', 'preferred_name');
    await retype(page, 'Marita');
    await press(page, messages.save);
    await expect(page).toHaveURL(/\/review$/, AFTER_SAVE);
    await expect(row(page, '/about', 'preferred_name').locator('dd').first()).toHaveText('Marita');

    // And one of Your Academics, through Save and Continue.
    await change(page, '/education', 'hs_gpa');
    await retype(page, '3.9');
    await press(page, messages.saveAndContinue);
    await expect(page).toHaveURL(/\/review$/, AFTER_SAVE);
    await expect(row(page, '/education', 'hs_gpa').locator('dd').first()).toHaveText('3.9');

    // Submit from the review with a gap: the spec's summary on the default page, as Submit does anywhere.
    await press(page, messages.submit);
    await expect(page).toHaveURL(/\/about$/, AFTER_SAVE);
    const summary = page.getByRole('region', { name: messages.summaryTitle });
    await expect(summary.locator('a[href="/about#city"]')).toBeVisible();
    await page.locator('#city').focus();
    await retype(page, 'Springfield');
    await press(page, messages.save);
    await expect(page.getByText(messages.answersSaved)).toBeVisible(AFTER_SAVE);

    await page.goto('/final-steps');
    await appStarted(page);
    await press(page, messages.submit);
    await expect(page).toHaveURL(/\/review$/, AFTER_SAVE);
    await expect(row(page, '/about', 'city').locator('dd').first()).toHaveText('Springfield');
    await press(page, messages.submit);
    await expect(page).toHaveURL(/\/completion$/, AFTER_SAVE);
    await expect(page.getByText(messages.submitted)).toBeVisible(AFTER_SAVE);
    const profile = (await (await page.request.get('/api/profile')).json()) as { answer: Record<string, unknown> };
    expect([profile.answer.preferred_name, profile.answer.hs_gpa, profile.answer.city]).toEqual(['Marita', '3.9', 'Springfield']);
  });
});

// The suite's own server keeps the demo tenant's setting (off): the spec's flow, as the journey and application
// specs walk it, with /review an unknown path.
test('with the review off, /review is an unknown path and Submit on the last page submits at once', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const saved = await page.request.put('/api/answer', { data: completeApplication(), headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/review');
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/final-steps');
  await press(page, messages.submit);
  await expect(page).toHaveURL(/\/completion$/, AFTER_SAVE);
  await expect(page.getByText(messages.submitted)).toBeVisible(AFTER_SAVE);
});
