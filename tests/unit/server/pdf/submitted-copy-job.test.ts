import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_JOB, type PdfJobPayload } from '../../../../src/server/pdf/pdf-service.ts';
import { readMails } from '../../../support/mail-files.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { freshDatabase, type FreshDatabase } from '../helpers/fresh-database.ts';
import { readyApplicant } from '../submissions/submitted-application.ts';

// The job of a submission's frozen copy is written in the submit's transaction: whatever fails after the commit, a
// submitted application has its copy's job, and a job that cannot be written keeps the application unsubmitted.
// Chromium's part is played by a print that reads the print view's payload with its service token, as the view does
// (tests/e2e/pdf.spec.ts prints with Chromium itself).

const SUBMITTED_COPY = (applicantId: string) => `${PDF_JOB}:${applicantId}:submitted`;

/** Prints the applicant's name from the print view's payload, read once with the job's service token. */
function printFromPayload(app: FastifyInstance): void {
  app.pdfPrinter.print = async ({ serviceToken }) => {
    const view = await app.inject({ url: `/service/tmp-pdf?service_token=${serviceToken}` });
    const { answer } = view.json() as { answer: Record<string, string> };
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([612, 792]).drawText(`${answer.first_name} ${answer.last_name}`, { x: 40, y: 700, size: 12, font });
    return pdf.save();
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the submitted copy's job", () => {
  // One database and data folder for a web process and, after it has gone, a worker process.
  let dataDir: string;
  let database: FreshDatabase;
  let shared: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'submitted-copy-'));
    database = await freshDatabase();
    shared = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exists when the queue fails right after the commit, and runs in the next process: the copy kept, the confirmation mailed', async () => {
    const web = await buildTestApp({ ...shared, JOBS_WORKER: 'off' });
    let applicant: Awaited<ReturnType<typeof readyApplicant>>;
    let username: string;
    try {
      applicant = await readyApplicant(web.app);
      username = (await web.app.db.selectFrom('auth_user').select('email').where('id', '=', applicant.id).executeTakeFirstOrThrow()).email;
      // From the commit on, the queue refuses every job, as if the process had stopped right there.
      const enqueue = web.app.jobs.enqueue;
      web.app.jobs.enqueue = async () => {
        throw new Error('the queue is down');
      };
      try {
        expect((await applicant.browser.post('/api/submit', {})).statusCode).toBe(200);
      } finally {
        web.app.jobs.enqueue = enqueue;
      }
      const job = await web.app.jobs.statusByDedupeKey(SUBMITTED_COPY(applicant.id));
      expect(job?.status).toBe('queued');
      expect((job?.payload as PdfJobPayload).submittedAt).toBeDefined();
    } finally {
      await web.close();
    }

    // The next process with a worker finds the job and runs it.
    const worker = await buildTestApp(shared, { extend: printFromPayload });
    try {
      await until(async () => (await worker.app.jobs.statusByDedupeKey(SUBMITTED_COPY(applicant.id)))?.status === 'completed');
      const kept = await worker.app.db
        .selectFrom('application_pdf')
        .select(['status', 'submitted_file_key'])
        .where('applicant_id', '=', applicant.id)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ status: 'COMPLETED', submitted_file_key: `pdf/${applicant.id}/submitted.pdf` });
      await worker.app.mailer.settled();
      expect(readMails(worker.app.config.mailDir).filter((mail) => mail.to === username && /Thank you for applying/.test(mail.subject))).toHaveLength(1);
    } finally {
      await worker.close();
    }
  }, 90_000);
});

describe("a submitted copy's job that cannot be written", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ JOBS_WORKER: 'off' });
  });
  afterAll(() => test.close());

  it('refuses the submit whole: the application stays open, and submitting again queues the copy', async () => {
    const { id, browser } = await readyApplicant(test.app);
    // The table the queue writes a keyed job's row to first: the job table itself on SQLite, the dedupe keys beside
    // pg-boss on PostgreSQL.
    const table = test.app.dbEngine === 'postgres' ? 'job_dedupe' : 'job';
    await test.app.db.schema.alterTable(table).renameTo(`${table}_away`).execute();
    let refused: Awaited<ReturnType<typeof browser.post>>;
    try {
      refused = await browser.post('/api/submit', {});
    } finally {
      await test.app.db.schema.alterTable(`${table}_away`).renameTo(table).execute();
    }
    expect(refused.statusCode).toBe(500);
    const application = await test.app.db.selectFrom('application').select(['submitted_at', 'submission_seq']).where('applicant_id', '=', id).executeTakeFirstOrThrow();
    expect(application).toEqual({ submitted_at: null, submission_seq: null });
    expect(await test.app.db.selectFrom('application_pdf').select('status').where('applicant_id', '=', id).executeTakeFirst()).toBeUndefined();

    expect((await browser.post('/api/submit', {})).statusCode).toBe(200);
    expect((await test.app.jobs.statusByDedupeKey(SUBMITTED_COPY(id)))?.status).toBe('queued');
  });
});
