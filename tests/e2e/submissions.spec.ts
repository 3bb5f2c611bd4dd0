import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './support/test.ts';
import about from '../fixtures/about.complete.answers.json' with { type: 'json' };
import education from '../fixtures/education.complete.answers.json' with { type: 'json' };
import finalSteps from '../fixtures/final-steps.complete.answers.json' with { type: 'json' };
import { connect } from '../../src/server/db/connect.ts';
import { fromSpreadsheetCell } from '../../src/shared/submission/spreadsheet-cell.ts';
import { answersOf, type Submission } from '../../src/shared/submission/submission.ts';
import { completeApplication } from '../support/complete-application.ts';
import { makeDocx, makeMarkerPdf, pdfText } from '../support/document-fixtures.ts';
import { staffText } from '../support/staff-text.ts';
import { asText, expectedAnswers, type Answers } from '../support/submission-answers.ts';
import { loggedInAccount } from './support/accounts.ts';
import { revealBlocks } from './support/add-another.ts';
import { fillByKeyboard } from './support/form-keyboard.ts';
import { webhookPath, webhookPort, WEBHOOK_SECRET_ENV } from './support/webhook-tenant.ts';

/** How long a page change that saves first may take on a loaded machine. */
const AFTER_SAVE = { timeout: 30_000 };
const DATA_DIR = process.env.E2E_DATA_DIR!;

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** The receiver the e2e tenant names (tenant.json `webhooks`, see support/webhook-tenant.ts): accepts every POST. */
let receiver: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === webhookPath) received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(request.url === webhookPath ? 204 : 404).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(webhookPort(), '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** The complete application's answers (clock-proof dates) for the keys of one page's fixture. */
function pageAnswers(fixture: object): Answers {
  const complete = completeApplication();
  return Object.fromEntries(Object.keys(fixture).map((key) => [key, complete[key]!]));
}

/** Uploads a file on /final-steps as an applicant does: the upload tab, the file chooser, then the converted file's name and size. */
async function upload(page: Page, tabLabel: string, input: string, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('tab', { name: tabLabel }).click();
  await page.locator(input).setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  // A .docx on a loaded machine waits for LibreOffice.
  await expect(page.getByRole('status').filter({ hasText: file.name })).toHaveText(new RegExp(`${file.name.replace('.', '\\.')} \\(\\d+ K?B\\)`), { timeout: 120_000 });
}

/** An npm script of the repository run on the e2e server's database, as staff run it; its standard output. */
function npmRun(script: string, args: string[]): string {
  return execFileSync('npm', ['run', '-s', script, '--', ...args], {
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  }).trim();
}

async function applicationIdOf(email: string): Promise<string> {
  const { db } = connect({ dataDir: DATA_DIR, databaseUrl: null });
  try {
    return (await db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

test('an application filled in on the screens, with an uploaded statement and resume, reaches the office by export, staff API and signed webhook, each equal to what was typed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const email = await loggedInAccount(page.request, baseURL!);

  // About You: the e-mail question starts as the account's address, which this applicant keeps.
  await page.goto('/about');
  const { email_address: _keptFromAccount, ...aboutYou } = pageAnswers(about);
  await fillByKeyboard(page, aboutYou, revealBlocks(page, 'about'));
  await press(page, staffText('texts-and-settings/messages.json', '/saveAndContinue'));
  await expect(page).toHaveURL(/\/education$/, AFTER_SAVE);
  await expect(page.locator('#hs_name')).toBeVisible(AFTER_SAVE);
  const academics = pageAnswers(education);
  await fillByKeyboard(page, academics, revealBlocks(page, 'education'));
  await press(page, staffText('texts-and-settings/messages.json', '/saveAndContinue'));
  await expect(page).toHaveURL(/\/final-steps$/, AFTER_SAVE);
  await expect(page.locator('#personal_statement_essay')).toBeVisible(AFTER_SAVE);

  // Next Steps: the statement and the resume uploaded (a .docx LibreOffice converts, a PDF), the rest typed.
  const statement = { name: 'statement.docx', buffer: await makeDocx() };
  // Short enough for the marker PDF's narrow page.
  const resumeMarker = `Resume ${Date.now().toString(36)}`;
  const resume = { name: 'resume.pdf', buffer: await makeMarkerPdf(resumeMarker) };
  await upload(page, staffText('uischemas/final-steps.uischema.json', '/elements/0/elements/1/elements/1/label'), '#personal_statement_doc', statement);
  await upload(page, staffText('uischemas/final-steps.uischema.json', '/elements/1/elements/0/elements/1/label'), '#resume_doc', resume);
  const { personal_statement_essay: _statementUploaded, resume_essay: _resumeUploaded, ...nextSteps } = pageAnswers(finalSteps);
  await fillByKeyboard(page, nextSteps, revealBlocks(page, 'final-steps'));
  await press(page, staffText('texts-and-settings/messages.json', '/submit'));
  await expect(page).toHaveURL(/\/completion$/, AFTER_SAVE);

  const id = await applicationIdOf(email);
  const tabs = { personal_statement: 'upload', resume: 'upload' };
  const fixtures: Answers = { ...aboutYou, email_address: email, ...academics, ...nextSteps, personal_statement_doc: 'ANSWERED', resume_doc: 'ANSWERED' };
  // What the applicant typed: every answer given (an unticked box is none), and the label kept beside each choice
  // whose control keeps one (its `_desc` companion, the fixture's label). The screens stored exactly that.
  const given = (answers: Answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== '' && value !== false));
  const stored = given(((await (await page.request.get('/api/profile')).json()) as { answer: Answers }).answer);
  const labels = Object.keys(stored).filter((key) => key.endsWith('_desc'));
  const typed = {
    ...given(Object.fromEntries(Object.entries(fixtures).filter(([key]) => !key.endsWith('_desc')))),
    ...Object.fromEntries(labels.map((key) => [key, fixtures[key]!])),
  };
  expect(stored).toEqual(typed);
  const expected = expectedAnswers(typed, { tabs, withSsn: false });
  expect(expected.ssn).toBeUndefined();
  const documents = [
    { answerKey: 'personal_statement_doc', name: statement.name, size: statement.buffer.length },
    { answerKey: 'resume_doc', name: resume.name, size: resume.buffer.length },
  ];
  /** What each of the three ways delivers, checked the same way. */
  const expectTyped = (submission: Submission, way: string) => {
    expect(submission.id, way).toBe(id);
    expect(answersOf(submission), way).toEqual(expected);
    expect(submission.tabs, way).toMatchObject(tabs);
    expect(submission.documents, way).toEqual(documents);
    expect(submission.ssnIncluded, way).toBe(false);
  };

  // (b) The staff API, with a key made on the command line; the frozen PDF is there once the job has made it.
  const key = npmRun('staff:key', ['create', '--name', `e2e ${email}`]);
  const authorization = { authorization: `Bearer ${key}` };
  const fetched = await request.get(`/staff/api/submissions/${id}`, { headers: authorization });
  expect(fetched.status(), await fetched.text()).toBe(200);
  expectTyped((await fetched.json()) as Submission, 'staff API');
  let pdf: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/staff/api/submissions/${id}/pdf`, { headers: authorization });
        if (response.status() === 200) pdf = await response.body();
        return response.status();
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(200);
  // A real PDF: the printed form (its footer counts its own pages), then the statement's pages, then the resume.
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const text = pdfText(pdf);
  const printed = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
  expect(printed).toBeGreaterThan(1);
  expect(pages).toBeGreaterThanOrEqual(printed + 2);
  expect(text).toContain('Why I want to study here');
  expect(text.trim().split('\f').at(-1)).toContain(resumeMarker);

  // (a) npm run export into a folder of its own: the JSONL line, the CSV row read back by a CSV parser, the PDF.
  const out = mkdtempSync(join(tmpdir(), 'e2e-export-'));
  try {
    expect(npmRun('export', ['--out', out])).toMatch(/^[A-Za-z0-9_-]+$/);
    const lines = readFileSync(join(out, 'submissions.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Submission);
    const exported = lines.find((line) => line.id === id);
    expect(exported).toBeDefined();
    expectTyped(exported!, 'export');
    const rows = parse(readFileSync(join(out, 'submissions.csv')), { bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((candidate) => candidate.application_id === id)!;
    expect(row).toBeDefined();
    const answered = Object.fromEntries(
      Object.entries(row)
        .slice(4)
        .map(([column, cell]) => [column, fromSpreadsheetCell(cell)])
        .filter(([, value]) => value !== ''),
    );
    expect(answered).toEqual(asText(expected));
    expect(readFileSync(join(out, 'pdf', `${id}.pdf`))).toEqual(pdf);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }

  // (c) The webhook the tenant names, signed as Standard Webhooks says and checked by that package.
  let delivered: Received | undefined;
  await expect.poll(() => (delivered = received.find((delivery) => delivery.body.includes(`"id":"${id}"`))) !== undefined, { timeout: 60_000 }).toBe(true);
  const verified = new Webhook(process.env[WEBHOOK_SECRET_ENV]!).verify(delivered!.body, delivered!.headers as Record<string, string>) as {
    type: string;
    data: Submission;
  };
  expect(verified.type).toBe('application.submitted');
  expectTyped(verified.data, 'webhook');
});
