import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { conversionJob, CONVERT_JOB } from '../../../../src/server/documents/conversion-job.ts';
import { setUpDocxConverter } from '../../../../src/server/documents/convert/docx-converter.ts';
import { jobQueueFor } from '../../../../src/server/jobs/from-config.ts';
import { makePdf, makeSlowDocx } from '../../../support/document-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, uniqueUsername, type ApplicantBrowser } from '../helpers/session.ts';
import { uploadFile } from './upload-helpers.ts';

/** One applicant's slow uploads against everyone else's work: real LibreOffice on a .docx it takes long to lay out. */

/** Whether a LibreOffice process of this work folder is alive (pgrep matches its profile path). */
function libreOfficeRunsIn(workDir: string): boolean {
  try {
    execFileSync('pgrep', ['-f', workDir]);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function applicant(test: TestApp): Promise<{ browser: ApplicantBrowser; id: string }> {
  const username = uniqueUsername();
  const browser = await logInNewApplicant(test.app, username);
  const { id } = await test.app.db.selectFrom('auth_user').select('id').where('email', '=', username).executeTakeFirstOrThrow();
  return { browser, id };
}

const statusOf = async (browser: ApplicantBrowser, key: string) => (await browser.get(`/api/pdf/document-answer/${key}`)).json().status as string;

describe('two stuck conversions of one applicant', () => {
  let test: TestApp;
  let base: string;
  beforeAll(async () => {
    // What is measured is when a worker takes Bob's PDF job. Its print cannot succeed here (the print view needs the
    // built client, which unit tests do not have), so no Chromium is started: the attempt fails at once.
    test = await buildTestApp({ CHROMIUM_PATH: join(tmpdir(), 'no-chromium-here') });
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(() => test.close());

  it('neither delay another applicant’s PDF nor run at the same time', async () => {
    const ada = await applicant(test);
    const bob = await applicant(test);
    const slow = makeSlowDocx();
    for (const key of ['personal_statement_doc', 'resume_doc']) {
      expect((await uploadFile(test.app, base, ada.browser, key, slow, `${key}.docx`)).registered?.statusCode).toBe(200);
    }
    for (
      let i = 0;
      i < 500 && (await statusOf(ada.browser, 'personal_statement_doc')) !== 'IN_PROGRESS' && (await statusOf(ada.browser, 'resume_doc')) !== 'IN_PROGRESS';
      i += 1
    )
      await sleep(10);

    const asked = Date.now();
    expect((await bob.browser.get('/api/pdf')).json()).toEqual({ status: 'UNPROCESSED', url: null });
    let mostAtOnce = 0;
    let bobsAttempts = 0;
    while (Date.now() - asked < 5_000) {
      const converting = [await statusOf(ada.browser, 'personal_statement_doc'), await statusOf(ada.browser, 'resume_doc')].filter((status) => status === 'IN_PROGRESS');
      mostAtOnce = Math.max(mostAtOnce, converting.length);
      bobsAttempts = (await test.app.jobs.statusByDedupeKey(`application-pdf:${bob.id}`))?.attempts ?? 0;
      if (bobsAttempts > 0) break;
      await sleep(20);
    }
    const waited = Date.now() - asked;
    // Bob's PDF job was taken by a worker at once, while both of Ada's conversions were still under way.
    expect(bobsAttempts).toBeGreaterThan(0);
    expect(waited).toBeLessThan(3_000);
    expect([await statusOf(ada.browser, 'personal_statement_doc'), await statusOf(ada.browser, 'resume_doc')].sort()).toEqual(['IN_PROGRESS', 'UNPROCESSED']);
    expect(mostAtOnce).toBe(1);
  }, 60_000);

  it(`refuses a document of more than ${fileUpload.maxConvertedPages} pages with the message`, async () => {
    const carol = await applicant(test);
    const upload = await uploadFile(test.app, base, carol.browser, 'personal_statement_doc', await makePdf(fileUpload.maxConvertedPages + 1), 'long.pdf');
    expect(upload.registered?.statusCode).toBe(200);
    for (let i = 0; i < 500 && ['UNPROCESSED', 'IN_PROGRESS'].includes(await statusOf(carol.browser, 'personal_statement_doc')); i += 1) await sleep(20);
    expect((await carol.browser.get('/api/pdf/document-answer/personal_statement_doc')).json()).toEqual({
      status: 'FAILED',
      message: fileUpload.conversionMessages.tooManyPages,
    });
  }, 30_000);
});

describe('a conversion that runs past its time', () => {
  let test: TestApp;
  let base: string;
  let workDir: string;
  beforeAll(async () => {
    // The app's own worker is off: the conversion job below is the real one, with a time short enough for a test.
    test = await buildTestApp({ JOBS_WORKER: 'off' });
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
    workDir = mkdtempSync(join(tmpdir(), 'conversion-timeout-'));
  }, 60_000);
  afterAll(async () => {
    await test.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('fails for good with the message after one attempt, LibreOffice stopped', async () => {
    // LibreOffice as the server sets it up (in its sandbox).
    const { converter, warning } = await setUpDocxConverter(workDir);
    expect(warning).toBeNull();
    // The queue the app enqueues on (pg-boss on PostgreSQL), with a worker of the test's own.
    const queue = jobQueueFor({ db: test.app.db, engine: test.app.dbEngine, pgPool: test.app.pgPool, log: silentLog, runWorker: true, pollMs: 20 });
    const timeoutMs = 4_000;
    const job = conversionJob({
      db: test.app.db,
      application: test.app.application,
      storage: test.app.storage,
      renderDocx: (docx, signal) => converter!.convert(docx, signal),
      threads: test.app.pdfThreads,
      now: () => new Date(),
      timeoutMs,
    });
    queue.register(CONVERT_JOB, job.handler, job.options);
    try {
      const dana = await applicant(test);
      const upload = await uploadFile(test.app, base, dana.browser, 'resume_doc', makeSlowDocx(), 'resume.docx');
      expect(upload.registered?.statusCode).toBe(200);
      const started = Date.now();
      void queue.start();
      let info = await queue.statusByDedupeKey(`${CONVERT_JOB}:${upload.fileKey}`);
      while (info?.status !== 'failed' && Date.now() - started < 20_000) {
        await sleep(50);
        info = await queue.statusByDedupeKey(`${CONVERT_JOB}:${upload.fileKey}`);
      }
      expect(info).toMatchObject({ status: 'failed', attempts: 1 });
      expect(Date.now() - started).toBeLessThan(timeoutMs + 3_000);
      await queue.idle();
      expect((await dana.browser.get('/api/pdf/document-answer/resume_doc')).json()).toEqual({ status: 'FAILED', message: fileUpload.conversionMessages.timedOut });
      // Killed at the timeout (its sandbox's processes take a moment to go).
      for (let i = 0; i < 60 && libreOfficeRunsIn(workDir); i += 1) await sleep(50);
      expect(libreOfficeRunsIn(workDir)).toBe(false);
      // Not queued again for a retry.
      await sleep(1_500);
      expect(await queue.statusByDedupeKey(`${CONVERT_JOB}:${upload.fileKey}`)).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      await queue.stop();
      await converter?.close();
    }
  }, 60_000);
});
