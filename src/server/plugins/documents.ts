import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { fileUpload } from '../../shared/documents/file-rules.ts';
import { conversionJob, CONVERT_JOB } from '../documents/conversion-job.ts';
import { createSofficeConverter, findSoffice } from '../documents/convert/soffice.ts';
import { createDocumentsService, type DocumentsService } from '../documents/service.ts';
import { convertedDocuments } from '../documents/converted-documents.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Essay and resume uploads: presigned POST, conversion to PDF (a durable job), status, deletion. */
    documents: DocumentsService;
  }
}

/** Registers the conversion job (LibreOffice for .docx when installed) and the documents service. */
export default fp(
  async (app) => {
    const soffice = findSoffice();
    if (!soffice) app.log.warn('LibreOffice (soffice) not found: .docx uploads cannot be converted. Install it: apt-get install libreoffice-writer-nogui');
    const converter = soffice
      ? createSofficeConverter({ binary: soffice, workDir: join(tmpdir(), `admissions-soffice-${process.pid}-${Date.now()}`), timeoutMs: fileUpload.conversionTimeoutMs })
      : null;
    const now = () => new Date();
    const job = conversionJob({ db: app.db, storage: app.storage, renderDocx: converter ? (docx, signal) => converter.convert(docx, signal) : null, now });
    app.jobs.register(CONVERT_JOB, job.handler, job.options);
    app.decorate(
      'documents',
      createDocumentsService({
        ...app.applicationDeps,
        storage: app.storage,
        jobs: app.jobs,
        onCleanupError: (key, error) => app.log.warn({ key, reason: String(error) }, 'documents: a file could not be removed'),
      }),
    );
    // The application PDF (plugins/pdf.ts) appends the converted documents.
    app.decorate('convertedDocuments', convertedDocuments(app.db, app.storage));
    // The jobs plugin stops its worker in preClose, before any onClose: no conversion is running any more.
    app.addHook('onClose', async () => converter?.close());
  },
  { name: 'documents', dependencies: ['db', 'application', 'jobs', 'storage'] },
);
