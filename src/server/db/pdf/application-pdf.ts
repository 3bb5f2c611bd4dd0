import type { Db } from '../database.ts';
import type { ApplicationPdfTable, PdfStatus } from '../pdf-tables.ts';

export type KeptPdf = Omit<ApplicationPdfTable, 'applicant_id'>;

export async function findKeptPdf(db: Db, applicantId: string): Promise<KeptPdf | undefined> {
  return db
    .selectFrom('application_pdf')
    .select(['fingerprint', 'status', 'file_key', 'submitted_file_key', 'error', 'updated_at'])
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
}

/**
 * Records that a PDF of `fingerprint` is due or being made; the kept file stays until a new one replaces it. The
 * applicant's application row must exist (the application module makes it).
 */
export async function markPdf(db: Db, applicantId: string, fingerprint: string, status: PdfStatus, now: string): Promise<void> {
  await db
    .insertInto('application_pdf')
    .values({ applicant_id: applicantId, fingerprint, status, file_key: null, submitted_file_key: null, error: null, updated_at: now })
    .onConflict((oc) => oc.column('applicant_id').doUpdateSet({ fingerprint, status, error: null, updated_at: now }))
    .execute();
}

export async function completePdf(db: Db, applicantId: string, changes: { fingerprint: string; fileKey: string; submittedFileKey?: string; now: string }): Promise<void> {
  await db
    .updateTable('application_pdf')
    .set({
      fingerprint: changes.fingerprint,
      status: 'COMPLETED',
      file_key: changes.fileKey,
      error: null,
      updated_at: changes.now,
      ...(changes.submittedFileKey ? { submitted_file_key: changes.submittedFileKey } : {}),
    })
    .where('applicant_id', '=', applicantId)
    .execute();
}

export async function failPdf(db: Db, applicantId: string, error: string, now: string): Promise<void> {
  await db.updateTable('application_pdf').set({ status: 'FAILED', error, updated_at: now }).where('applicant_id', '=', applicantId).execute();
}
