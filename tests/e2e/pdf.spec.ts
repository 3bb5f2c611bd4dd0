import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { expect, test } from './support/test.ts';
import messages from '../../texts-and-settings/messages.json' with { type: 'json' };
import tenant from '../../tenants/demo/tenant.json' with { type: 'json' };
import { completeApplication } from '../support/complete-application.ts';
import { makeDocx, makeImage } from '../support/document-fixtures.ts';
import { loggedInAccount, waitForMail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath } from './support/screenshots.ts';
import { printViewToken } from './support/service-token.ts';
import { PRINT_STANDBY_PARAMETER, SERVICE_TOKEN_EVENT } from '../../src/shared/print-view.ts';
import { staffText } from '../support/staff-text.ts';

type Answers = Record<string, string | boolean>;

/** Answers of a hidden section and of a block past the answered count: stored, but never printed. */
const HIDDEN: Answers = {
  citizenship_visa_status: 'G4',
  citizenship_visa_status_desc: 'G-4 International Organization',
  legacy_3_first_name: 'Zebulon',
  legacy_3_last_name: 'Quixote',
};

async function put(request: APIRequestContext, baseURL: string, path: string, data: object): Promise<void> {
  const response = await request.put(path, { data, headers: { origin: baseURL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** A logged-in applicant with the complete application, two legacy relatives and the hidden answers above. */
async function completedApplicant(page: Page, baseURL: string): Promise<Answers> {
  await loggedInAccount(page.request, baseURL);
  const answers = completeApplication();
  await put(page.request, baseURL, '/api/answer', { ...answers, ...HIDDEN });
  await put(page.request, baseURL, '/api/add-another', { button_id: 'legacy', num_components: 2 });
  return answers;
}

/** What the print view shows for each answer: labels for coded answers, US dates, nothing for empty ones. */
function expectedTexts(answers: Answers): string[] {
  return Object.entries(answers).flatMap(([key, value]) => {
    if (typeof value !== 'string' || value === '' || `${key}_desc` in answers) return [];
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return [date ? `${date[2]}/${date[3]}/${date[1]}` : value];
  });
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Downloads the PDF copy. On a form page the applicant first asks for it with the button, by keyboard, sees the
 * progress, and the download link that follows takes the focus; the completion page offers the link at once.
 */
async function downloadPdf(page: Page, folder: string, { ask = false } = {}): Promise<string> {
  const link = page.getByRole('link', { name: messages.pdfDownload });
  if (ask) {
    await page.getByRole('button', { name: messages.pdfRequest }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(messages.pdfPreparing)).toBeVisible();
    await expect(link).toBeFocused({ timeout: 60_000 });
  }
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('CedarRidgeApplication.pdf');
  const file = join(folder, 'application.pdf');
  await download.saveAs(file);
  return file;
}

/** Uploads a file on /final-steps as an applicant does: the upload tab, the file chooser, then the converted file's name and size. */
async function uploadOnPage(page: Page, tab: string, input: string, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.locator(input).setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  // A .docx on a loaded machine waits for LibreOffice.
  await expect(page.getByText(`${file.name} (${Math.round(file.buffer.length / 1000)} KB)`, { exact: true }).first()).toBeVisible({ timeout: 120_000 });
}

/** The text of pages first..last of a PDF. */
const pagesText = (file: string, first: number, last = first) =>
  squash(execFileSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), file, '-'], { encoding: 'utf8' }));

test('the PDF of a completed application shows every answer, every [X], the uploaded documents and nothing hidden; every page renders @screenshot', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const answers = await completedApplicant(page, baseURL!);
  await page.goto('/final-steps');
  const docx = { name: 'statement.docx', buffer: await makeDocx() };
  const png = { name: 'resume.png', buffer: await makeImage('png', 60) };
  await uploadOnPage(page, staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/1/label'), '#personal_statement_doc', docx);
  await uploadOnPage(page, staffText('uischemas/final-steps.uischema.json', '/elements/1/elements/0/elements/1/label'), '#resume_doc', png);
  // Choosing the upload tabs cleared the typed essays; typed again behind the upload tabs, they are stored but hidden.
  const typed = { personal_statement_essay: 'Typed behind the upload tab', resume_essay: 'Resume typed behind its upload tab' };
  await put(page.request, baseURL!, '/api/answer', typed);

  await page.goto('/about');
  const folder = mkdtempSync(join(tmpdir(), 'pdf-e2e-'));
  const file = await downloadPdf(page, folder, { ask: true });

  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Title:\s+Cedar Ridge University Freshman Application/);
  expect(info).toMatch(/Author:\s+Cedar Ridge University/);
  expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  // Tagged, in the page's language, with the documents appended: each heading, then a question before its answer.
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  const lang = (await PDFDocument.load(readFileSync(file))).catalog.lookup(PDFName.of('Lang'));
  expect(lang instanceof PDFString ? lang.decodeText() : String(lang)).toBe('en');
  const structure = execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'NonStruct');
  const firstPageHeading = structure.indexOf('H2 (block)');
  expect(structure.slice(firstPageHeading, firstPageHeading + 3)).toContain(`"${staffText('uischemas/pages.json', '/pages/0/title')}"`);
  const firstName = structure.indexOf(`"${staffText('uischemas/about.uischema.json', '/elements/0/elements/0/elements/0/label')}"`);
  expect(structure.slice(firstName - 1, firstName + 3)).toEqual(['P (block)', structure[firstName], 'P (block)', `"${answers.first_name}"`]);

  // Every page renders to an image.
  execFileSync('pdftoppm', ['-r', '40', '-png', file, join(folder, 'page')]);
  expect(readdirSync(folder).filter((name) => name.startsWith('page-') && name.endsWith('.png'))).toHaveLength(pages);
  // Its first page, rendered as staff see it (README picture, refreshed by npm run screenshots).
  const picture = screenshotPath('application-pdf');
  mkdirSync(dirname(picture), { recursive: true });
  execFileSync('pdftoppm', ['-r', '80', '-png', '-f', '1', '-l', '1', '-singlefile', file, picture]);

  // The printed form: its footer counts its own pages; the documents follow it.
  const printedPages = Number(/Page 1 of (\d+)/.exec(pagesText(file, 1))![1]);
  expect(printedPages).toBeGreaterThan(1);
  const text = pagesText(file, 1, printedPages);
  const printedAnswers = Object.fromEntries(Object.entries(answers).filter(([key]) => !(key in typed)));
  for (const expected of expectedTexts(printedAnswers)) expect(text, expected).toContain(squash(expected));
  const checked = Object.values(printedAnswers).filter((value) => value === true).length;
  expect(text.match(/\[X\]/g) ?? []).toHaveLength(checked);
  expect(text).toContain('[ ]');
  // Page titles, the school with its CEEB code, the uploaded files, the name and page numbers in the footer.
  for (const title of [
    staffText('uischemas/pages.json', '/pages/0/title'),
    staffText('uischemas/pages.json', '/pages/1/title'),
    staffText('uischemas/pages.json', '/pages/2/title'),
  ])
    expect(text).toContain(title);
  expect(text).toContain(messages.intendedStudentType.replace('{type}', tenant.intendedStudentType));
  expect(text).toContain('Fairview High School (060118)');
  for (const uploaded of [docx, png]) expect(text).toContain(`${uploaded.name} (${Math.round(uploaded.buffer.length / 1000)} KB)`);
  expect(text).toContain('Maria Lopez');
  expect(text).toContain(`Page ${printedPages} of ${printedPages}`);
  const hidden = ['G-4 International Organization', 'Zebulon', 'Quixote', ...Object.values(typed)];
  const whole = pagesText(file, 1, pages);
  for (const value of hidden) expect(whole).not.toContain(value);

  // Then the statement's pages (LibreOffice's rendering of the .docx: headings and table text), then the resume image.
  const appended = pagesText(file, printedPages + 1, pages - 1);
  for (const words of [staffText('uischemas/final-steps.uischema.json', '/elements/0/label'), 'Why I want to study here', 'Robotics club', 'School orchestra'])
    expect(appended).toContain(words);
  expect(appended).not.toMatch(/Page \d+ of/);
  expect(pagesText(file, pages).trim()).toBe('');
  const lastPageImages = execFileSync('pdfimages', ['-list', '-f', String(pages), '-l', String(pages), file], { encoding: 'utf8' });
  expect(lastPageImages.trim().split('\n').slice(2)).toHaveLength(1);
});

test('the print view with a valid service token passes axe and has no controls', async ({ page, baseURL }) => {
  const email = await loggedInAccount(page.request, baseURL!);
  await put(page.request, baseURL!, '/api/answer', completeApplication());
  const token = await printViewToken(email);
  await page.goto(`/?service_token=${token}`);
  await expect(page.locator('html')).toHaveAttribute('data-print-state', 'ready', { timeout: 30_000 });
  for (const title of [
    staffText('uischemas/pages.json', '/pages/0/title'),
    staffText('uischemas/pages.json', '/pages/1/title'),
    staffText('uischemas/pages.json', '/pages/2/title'),
  ])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('Fairview High School (060118)')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('input, select, textarea, button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a repeated request with unchanged answers is answered from the kept PDF; a changed answer makes a new one', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await completedApplicant(page, baseURL!);
  let first: { status: string; url: string | null } = { status: '', url: null };
  await expect.poll(async () => (first = await (await page.request.get('/api/pdf')).json()).status, { timeout: 60_000, intervals: [500] }).toBe('COMPLETED');
  const again = await (await page.request.get('/api/pdf')).json();
  expect(again.status).toBe('COMPLETED');
  const before = await page.request.get(first.url!);
  expect(before.headers()['content-type']).toBe('application/pdf');

  await put(page.request, baseURL!, '/api/answer', { preferred_name: 'Marita' });
  expect((await (await page.request.get('/api/pdf')).json()).status).toBe('UNPROCESSED');
});

test("another applicant's download link is refused, and so is a link without a session", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await completedApplicant(page, baseURL!);
  let url: string | null = null;
  await expect.poll(async () => (url = (await (await page.request.get('/api/pdf')).json()).url) !== null, { timeout: 60_000, intervals: [500] }).toBe(true);
  expect((await page.request.get(url!)).status()).toBe(200);

  const other = await browser.newContext({ baseURL });
  try {
    expect((await other.request.get(url!)).status()).toBe(401);
    await loggedInAccount(other.request, baseURL!);
    const refused = await other.request.get(url!);
    expect(refused.status()).toBe(404);
    expect(refused.headers()['content-type']).toContain('application/json');
  } finally {
    await other.close();
  }
});

/** A logged-in applicant (in a context of its own) whose complete application carries this first name. */
async function applicantNamed(browser: Browser, baseURL: string, firstName: string): Promise<{ email: string; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL });
  const email = await loggedInAccount(context.request, baseURL);
  await put(context.request, baseURL, '/api/answer', { ...completeApplication(), first_name: firstName });
  return { email, context };
}

test("the renderer's spare print view shows no data until handed a token, then that applicant only", async ({ page, browser, baseURL }) => {
  const first = await applicantNamed(browser, baseURL!, 'Mariposa');
  const second = await applicantNamed(browser, baseURL!, 'Octavio');
  await page.goto(`/?${PRINT_STANDBY_PARAMETER}`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-print-state', 'standby', { timeout: 30_000 });
  await expect(page.getByRole('main')).toHaveCount(0);
  const handOver = (token: string) => page.evaluate(([event, detail]) => window.dispatchEvent(new CustomEvent(event, { detail })), [SERVICE_TOKEN_EVENT, token] as const);

  await handOver(await printViewToken(first.email));
  await expect(html).toHaveAttribute('data-print-state', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('main').getByText('Mariposa', { exact: true })).toBeVisible();
  // A second token is not taken: the view keeps its one applicant, and the token stays unused (it still reads once).
  const secondToken = await printViewToken(second.email);
  await handOver(secondToken);
  await expect(page.getByRole('main').getByText('Mariposa', { exact: true })).toBeVisible();
  await expect(page.getByText('Octavio')).toHaveCount(0);
  const unused = await page.request.get(`/service/tmp-pdf?service_token=${secondToken}`);
  expect(unused.status()).toBe(200);
  expect((await unused.json()).answer.first_name).toBe('Octavio');
  await Promise.all([first.context.close(), second.context.close()]);
});

test("two applicants' PDFs one after the other: each shows its own applicant and nothing of the other", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), 'pdf-two-'));
  const texts: string[] = [];
  for (const name of ['Mariposa', 'Octavio']) {
    const { context } = await applicantNamed(browser, baseURL!, name);
    const { request } = context;
    let url: string | null = null;
    await expect.poll(async () => (url = (await (await request.get('/api/pdf')).json()).url) !== null, { timeout: 60_000, intervals: [200] }).toBe(true);
    const file = join(folder, `${name}.pdf`);
    writeFileSync(file, await (await request.get(url!)).body());
    texts.push(squash(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })));
    await context.close();
  }
  expect(texts[0]).toContain('Mariposa');
  expect(texts[0]).not.toContain('Octavio');
  expect(texts[1]).toContain('Octavio');
  expect(texts[1]).not.toContain('Mariposa');
});

test('service mode with a bad token shows the error screen, not data', async ({ page }) => {
  await page.goto('/?service_token=not-a-real-token');
  await expect(page.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/somethingWentWrong') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-print-state', 'error');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.locator('input, select, textarea, button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('submitting freezes a PDF of the submitted answers; the mail links to /completion, which offers it for download', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = await loggedInAccount(page.request, baseURL!);
  const answers = completeApplication();
  await put(page.request, baseURL!, '/api/answer', answers);
  const submitted = await page.request.post('/api/submit', { data: {}, headers: { origin: baseURL! } });
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The copy is made by a job (a cold browser on a loaded machine takes seconds); the mail follows it.
  await expect.poll(async () => (await (await page.request.get('/api/pdf')).json()).status, { timeout: 60_000, intervals: [500] }).toBe('COMPLETED');
  const mail = await waitForMail(email, /Thank you for applying to Cedar Ridge University/);
  const raw = readFileSync(join(process.env.E2E_DATA_DIR!, 'mail', mail.file), 'utf8');
  expect(raw).toContain('Thank you for submitting your Cedar Ridge University Freshman Application.');
  expect(raw).toMatch(/We received it on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M UTC\./);
  // The mail carries no copy of the application (it prints the Social Security number), only where to get it.
  expect(raw).not.toMatch(/application\/pdf/i);
  expect(raw).not.toContain(String(answers.ssn));
  expect(mail.text).toMatch(/^https?:\/\/\S+\/completion$/m);

  const folder = mkdtempSync(join(tmpdir(), 'pdf-completion-'));
  await page.goto('/completion');
  const downloaded = await downloadPdf(page, folder);
  const text = squash(execFileSync('pdftotext', [downloaded, '-'], { encoding: 'utf8' }));
  expect(text).toContain('Maria');
  expect(text).toContain('Fairview High School (060118)');
  await expectNoAxeViolations(page);
});
