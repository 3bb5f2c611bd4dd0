import { randomUUID } from 'node:crypto';
import { ANSWERED, CONVERSION_BUSY, fileUpload } from '../../shared/documents/file-rules.ts';
import type { ApplicationService } from '../application/service.ts';
import { updateConversion, type UploadRef } from '../db/documents/document-answers.ts';
import { recordUploadSize } from '../db/documents/upload-keys.ts';
import type { Db } from '../db/database.ts';
import { CONVERSION_POOL } from '../jobs/owners.ts';
import { JobTimeoutError, PermanentJobError, type JobHandler, type JobHandlerOptions } from '../jobs/types.ts';
import { convertedPrefix } from '../storage/keys.ts';
import { FileTooLargeError, type FileStorage } from '../storage/types.ts';
import type { PdfThreads } from '../pdf-threads/pool.ts';
import { convertToPdf, type DocxRenderer } from './convert/convert.ts';
import { ConversionRefused } from './convert/refused.ts';

export const CONVERT_JOB = 'document.convert';

export type ConvertPayload = UploadRef;

export interface ConversionDeps {
  db: Db;
  /** The application module, owner of the answers: the question's answer follows its conversion, through it. */
  application: Pick<ApplicationService, 'writeAnswers'>;
  storage: FileStorage;
  renderDocx: DocxRenderer | null;
  threads: PdfThreads;
  now(): Date;
  /** The longest a conversion may take, reading and storing included; past it the upload fails for good. */
  timeoutMs: number;
}

/**
 * The durable conversion of one upload: UNPROCESSED → IN_PROGRESS → COMPLETED (the answer becomes ANSWERED) or
 * FAILED with the message for the applicant (the answer is cleared). Every write names the upload, so a conversion
 * whose upload was replaced or deleted meanwhile changes nothing and leaves no file behind.
 */
export function conversionJob(deps: ConversionDeps): { handler: JobHandler<ConvertPayload>; options: JobHandlerOptions<ConvertPayload> } {
  const at = () => deps.now().toISOString();

  const handler: JobHandler<ConvertPayload> = async (ref, { signal }) => {
    if (!(await updateConversion(deps.db, ref, { status: 'IN_PROGRESS', updated_at: at() }, CONVERSION_BUSY))) return { skipped: true };
    let bytes: Buffer | null;
    try {
      bytes = await deps.storage.read(ref.fileKey, fileUpload.maxBytes);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw new PermanentJobError(fileUpload.messages.tooLarge);
      throw error;
    }
    if (bytes === null) throw new PermanentJobError(fileUpload.conversionMessages.notFound);
    let converted;
    try {
      converted = await convertToPdf(bytes, deps, signal);
    } catch (error) {
      if (error instanceof ConversionRefused) throw new PermanentJobError(error.message);
      throw error;
    }
    // What the conversion made is appended to the application PDF: a page or size beyond the caps is refused here.
    if (converted.pages > fileUpload.maxConvertedPages) throw new PermanentJobError(fileUpload.conversionMessages.tooManyPages);
    if (converted.pdf.length > fileUpload.maxConvertedBytes) throw new PermanentJobError(fileUpload.conversionMessages.convertedTooLarge);
    const pdfKey = `${convertedPrefix(ref.applicantId)}${ref.answerKey}/${randomUUID()}.pdf`;
    await deps.storage.write(pdfKey, converted.pdf, 'application/pdf');
    const kept = await deps.db.transaction().execute(async (trx) => {
      const done = { status: 'COMPLETED' as const, pdf_key: pdfKey, file_size: bytes.length, message: null, updated_at: at() };
      if (!(await updateConversion(trx, ref, done, CONVERSION_BUSY))) return false;
      await recordUploadSize(trx, ref.fileKey, bytes.length);
      await deps.application.writeAnswers(trx, ref.applicantId, { [ref.answerKey]: ANSWERED });
      return true;
    });
    if (!kept) await deps.storage.remove(pdfKey);
    return { kind: converted.kind, pages: converted.pages, bytes: bytes.length, kept };
  };

  return {
    handler,
    options: {
      maxAttempts: 3,
      timeoutMs: deps.timeoutMs,
      pool: CONVERSION_POOL,
      async onFailed(ref, error) {
        const message =
          error instanceof JobTimeoutError
            ? fileUpload.conversionMessages.timedOut
            : error instanceof PermanentJobError
              ? error.message
              : fileUpload.conversionMessages.failed;
        await deps.db.transaction().execute(async (trx) => {
          if (await updateConversion(trx, ref, { status: 'FAILED', message, updated_at: at() }, CONVERSION_BUSY)) {
            await deps.application.writeAnswers(trx, ref.applicantId, { [ref.answerKey]: '' });
          }
        });
      },
    },
  };
}
