import { randomUUID } from 'node:crypto';
import { fileUpload, type ConversionStatus } from '../../shared/documents/file-rules.ts';
import { uploadQuestionKeys } from '../../shared/documents/upload-questions.ts';
import { requestMessages } from '../../shared/request-messages.ts';
import { refusedBody, RequestError, requestText } from '../http/request-error.ts';
import type { ApplicationService } from '../application/service.ts';
import type { Db } from '../db/database.ts';
import { deleteDocumentAnswer, findDocumentAnswer, updateConversion, upsertDocumentAnswer } from '../db/documents/document-answers.ts';
import { countPresign, findUploadKey, forgetUploadKeys, markUploadRegistered, recordUploadKey, reservedBytes } from '../db/documents/upload-keys.ts';
import { applicantJobs } from '../jobs/owners.ts';
import type { JobQueue } from '../jobs/types.ts';
import { uploadPrefix } from '../storage/keys.ts';
import type { FileStorage, PresignedPost } from '../storage/types.ts';
import { readDocumentAnswers } from './document-answers.ts';
import { CONVERT_JOB, type ConvertPayload } from './conversion-job.ts';

export interface DocumentsDeps {
  db: Db;
  /** The application module, owner of the answers: an upload question's answer changes with its document, through it. */
  application: Pick<ApplicationService, 'withOpenApplication' | 'writeAnswers'>;
  now(): Date;
  storage: FileStorage;
  jobs: JobQueue;
  /** Told of files that could not be removed (they are left behind, never an error for the applicant). */
  onCleanupError(key: string, error: unknown): void;
}

const notFound = () => new RequestError(404, requestMessages.noDocument, undefined, (texts) => texts.requests.noDocument);

function requireUploadQuestion(answerKey: string): void {
  if (!uploadQuestionKeys.has(answerKey)) throw refusedBody(requestText('notAnUploadQuestion', { key: answerKey }));
}

/** Uploads of the essay and resume questions: presigned POST, registration of the conversion, status, deletion. */
export function createDocumentsService(deps: DocumentsDeps) {
  const now = () => deps.now().toISOString();
  const removeQuietly = async (...keys: Array<string | null | undefined>) => {
    const removed: string[] = [];
    for (const key of keys) {
      if (key)
        await deps.storage.remove(key).then(
          () => removed.push(key),
          (error) => deps.onCleanupError(key, error),
        );
    }
    // A file that could not be removed keeps its recorded key, so it still counts against the applicant.
    await forgetUploadKeys(deps.db, removed);
  };
  const ownPrefix = (applicantId: string, answerKey: string) => `${uploadPrefix(applicantId)}${answerKey}/`;

  /**
   * The stored object must be there and within the policy's size range before it is registered: the POST policy is
   * the bucket's to enforce, and not every S3-compatible server does (one that ignores it stores a file of any
   * size). A file out of range that is not registered yet is removed at once; its key stays recorded, so it still
   * counts against the applicant and the cleanup removes whatever is posted under it until its policy expires.
   */
  const checkStoredUpload = async (fileKey: string, registered: boolean) => {
    const bytes = await deps.storage.size(fileKey);
    if (bytes === null) throw new RequestError(400, fileUpload.conversionMessages.notFound, undefined, (texts) => texts.fileUpload.conversionMessages.notFound);
    if (bytes >= 1 && bytes <= fileUpload.maxBytes) return;
    if (!registered) await deps.storage.remove(fileKey).catch((error: unknown) => deps.onCleanupError(fileKey, error));
    const problem = bytes < 1 ? 'empty' : 'tooLarge';
    throw new RequestError(400, fileUpload.messages[problem], undefined, (texts) => texts.fileUpload.messages[problem]);
  };

  return {
    /**
     * A presigned POST for one new key, recorded with its owner and expiry. Refused with 429 past the applicant's
     * presigns per window, and when the key's bytes would take the applicant past their cap (409).
     */
    async presign(applicantId: string, answerKey: string): Promise<PresignedPost> {
      requireUploadQuestion(answerKey);
      const key = `${ownPrefix(applicantId, answerKey)}${randomUUID()}`;
      const issued = deps.now();
      const iso = (ms: number) => new Date(issued.getTime() + ms).toISOString();
      await deps.db.transaction().execute(async (trx) => {
        // Counted first: the budget row is the applicant's lock, so parallel presigns see each other's keys below.
        const presigns = await countPresign(trx, applicantId, iso(0), iso(-fileUpload.presignWindowSeconds * 1000));
        if (presigns > fileUpload.presignsPerApplicant)
          throw new RequestError(429, fileUpload.storageMessages.tooManyUploads, undefined, (texts) => texts.fileUpload.storageMessages.tooManyUploads);
        if ((await reservedBytes(trx, applicantId)) + fileUpload.maxBytes > fileUpload.maxStoredBytesPerApplicant) {
          throw new RequestError(409, fileUpload.storageMessages.storageFull, undefined, (texts) => texts.fileUpload.storageMessages.storageFull);
        }
        await recordUploadKey(trx, {
          file_key: key,
          applicant_id: applicantId,
          bytes: fileUpload.maxBytes,
          issued_at: iso(0),
          expires_at: iso(fileUpload.presignExpiresSeconds * 1000),
          registered_at: null,
        });
      });
      return deps.storage.presignPost(key, { maxBytes: fileUpload.maxBytes, expiresSeconds: fileUpload.presignExpiresSeconds });
    },

    /** Registers an uploaded file and queues its conversion; an earlier upload of the question is replaced. */
    async register(applicantId: string, answerKey: string, fileKey: string, fileName: string): Promise<void> {
      requireUploadQuestion(answerKey);
      if (!fileKey.startsWith(ownPrefix(applicantId, answerKey)) || fileKey.includes('..')) {
        throw new RequestError(400, 'This file was not uploaded for this question.');
      }
      const recorded = await findUploadKey(deps.db, applicantId, fileKey);
      if (!recorded) throw new RequestError(400, fileUpload.storageMessages.uploadExpired, undefined, (texts) => texts.fileUpload.storageMessages.uploadExpired);
      await checkStoredUpload(fileKey, recorded.registered_at !== null);
      const previous = await deps.application.withOpenApplication(applicantId, async (trx) => {
        // Only a key presigned for the applicant and not cleaned up yet: its file is recorded, and kept from now on.
        if (!(await markUploadRegistered(trx, applicantId, fileKey, now())))
          throw new RequestError(400, fileUpload.storageMessages.uploadExpired, undefined, (texts) => texts.fileUpload.storageMessages.uploadExpired);
        const before = await findDocumentAnswer(trx, applicantId, answerKey);
        await upsertDocumentAnswer(trx, { applicant_id: applicantId, answer_key: answerKey, file_key: fileKey, file_name: fileName, now: now() });
        await deps.application.writeAnswers(trx, applicantId, { [answerKey]: '' });
        return before;
      });
      if (previous && previous.file_key !== fileKey) await removeQuietly(previous.file_key, previous.pdf_key);
      const payload: ConvertPayload = { applicantId, answerKey, fileKey };
      try {
        await deps.jobs.enqueue(CONVERT_JOB, payload, { dedupeKey: `${CONVERT_JOB}:${fileKey}`, ownerKey: applicantJobs(applicantId) });
      } catch (error) {
        await updateConversion(deps.db, payload, { status: 'FAILED', message: fileUpload.conversionMessages.failed, updated_at: now() });
        throw error;
      }
    },

    async conversionStatus(applicantId: string, answerKey: string): Promise<{ status: ConversionStatus; message: string | null }> {
      const row = await findDocumentAnswer(deps.db, applicantId, answerKey);
      if (!row) throw notFound();
      return { status: row.status, message: row.message };
    },

    list: (applicantId: string) => readDocumentAnswers(deps.db, applicantId),

    /** DELETE /api/pdf/document-answer/:key: the conversion stops or its PDF goes; the upload stays registered, NOT_ANSWERED. */
    async deleteConversion(applicantId: string, answerKey: string): Promise<void> {
      requireUploadQuestion(answerKey);
      const row = await deps.application.withOpenApplication(applicantId, async (trx) => {
        const found = await findDocumentAnswer(trx, applicantId, answerKey);
        if (!found) throw notFound();
        await updateConversion(trx, { applicantId, answerKey, fileKey: found.file_key }, { status: 'NOT_ANSWERED', pdf_key: null, message: null, updated_at: now() });
        await deps.application.writeAnswers(trx, applicantId, { [answerKey]: '' });
        return found;
      });
      await removeQuietly(row.pdf_key);
    },

    /** DELETE /api/document-answer/:key: the document answer, its upload and its PDF go, and the answer is cleared. */
    async deleteDocument(applicantId: string, answerKey: string): Promise<void> {
      requireUploadQuestion(answerKey);
      const row = await deps.application.withOpenApplication(applicantId, async (trx) => {
        const found = await findDocumentAnswer(trx, applicantId, answerKey);
        if (!found) throw notFound();
        await deleteDocumentAnswer(trx, applicantId, answerKey);
        await deps.application.writeAnswers(trx, applicantId, { [answerKey]: '' });
        return found;
      });
      await removeQuietly(row.file_key, row.pdf_key);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
