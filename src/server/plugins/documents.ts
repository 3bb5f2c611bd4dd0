import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { fileUpload } from '../../shared/documents/file-rules.ts';
import { conversionJob, CONVERT_JOB } from '../documents/conversion-job.ts';
import { setUpDocxConverter } from '../documents/convert/docx-converter.ts';
import { createDocumentsService, type DocumentsService } from '../documents/service.ts';
import { convertedDocuments } from '../documents/converted-documents.ts';
import { UPLOAD_CLEANUP_JOB, uploadCleanupJob } from '../documents/upload-cleanup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Essay and resume uploads: presigned POST, conversion to PDF (a durable job), status, deletion. */
    documents: DocumentsService;
  }
}

/** Registers the conversion job (LibreOffice in its sandbox for .docx when installed) and the documents service. */
export default fp(
  async (app) => {
    const { converter, warning } = await setUpDocxConverter(join(tmpdir(), `admissions-soffice-${process.pid}-${Date.now()}`));
    if (warning) app.log.warn(warning);
    const now = () => new Date();
    const job = conversionJob({
      db: app.db,
      application: app.application,
      storage: app.storage,
      renderDocx: converter ? (docx, signal) => converter.convert(docx, signal) : null,
      threads: app.pdfThreads,
      now,
      timeoutMs: fileUpload.conversionTimeoutMs,
    });
    app.jobs.register(CONVERT_JOB, job.handler, job.options);
    const onCleanupError = (key: string, error: unknown) => app.log.warn({ key, reason: String(error) }, 'documents: a file could not be removed');
    app.decorate('documents', createDocumentsService({ db: app.db, application: app.application, now, storage: app.storage, jobs: app.jobs, onCleanupError }));
    app.jobs.register(UPLOAD_CLEANUP_JOB, uploadCleanupJob({ db: app.db, storage: app.storage, now, onCleanupError }), { maxAttempts: 1 });
    // Once over every process sharing the queue, whichever runs it.
    app.jobs.every(UPLOAD_CLEANUP_JOB, fileUpload.uploadCleanupEveryMinutes);
    // The application PDF (plugins/pdf.ts) appends the converted documents.
    app.decorate('convertedDocuments', convertedDocuments(app.db, app.storage));
    // The jobs plugin stops its worker in preClose, before any onClose: no conversion is running any more.
    app.addHook('onClose', async () => converter?.close());
  },
  { name: 'documents', dependencies: ['db', 'application', 'jobs', 'storage', 'pdf-threads'] },
);
