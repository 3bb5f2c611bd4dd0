import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../../support/document-fixtures.ts';
import { buildTestApp } from '../helpers/build.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';
import { logInNewApplicant } from '../helpers/session.ts';
import { uploadFile } from './upload-helpers.ts';

describe('a conversion cut off by a restart', () => {
  it('completes after the server starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'documents-restart-'));
    const database = await freshDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
    try {
      const first = await buildTestApp(env);
      const base = await first.app.listen({ host: '127.0.0.1', port: 0 });
      const applicant = await logInNewApplicant(first.app);
      const { registered } = await uploadFile(first.app, base, applicant, 'personal_statement_doc', await makeDocx(), 'statement.docx');
      expect(registered?.statusCode).toBe(200);
      // LibreOffice is at work when the server stops.
      for (let i = 0; i < 500 && (await applicant.get('/api/pdf/document-answer/personal_statement_doc')).json().status !== 'IN_PROGRESS'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await applicant.get('/api/pdf/document-answer/personal_statement_doc')).json().status).toBe('IN_PROGRESS');
      await first.app.close();
      const job = await (async () => {
        const second = await buildTestApp(env);
        try {
          await second.app.jobs.idle();
          const row = await second.app.db.selectFrom('document_answer').selectAll().executeTakeFirstOrThrow();
          const job = await second.app.jobs.statusByDedupeKey(`document.convert:${row.file_key}`);
          const jobRow = { status: job?.status, attempts: job?.attempts };
          const answer = await second.app.db.selectFrom('answer').select('value').where('key', '=', 'personal_statement_doc').executeTakeFirstOrThrow();
          return { row, jobRow, answer, pdf: row.pdf_key ? await second.app.storage.read(row.pdf_key, 10 * 1024 * 1024) : null };
        } finally {
          await second.close();
        }
      })();
      expect(job.row.status).toBe('COMPLETED');
      expect(job.jobRow).toEqual({ status: 'completed', attempts: 1 });
      expect(JSON.parse(job.answer.value)).toBe('ANSWERED');
      expect(job.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
