import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { conversionJob, CONVERT_JOB } from '../documents/conversion-job.ts';
import { setUpDocxConverter } from '../documents/convert/docx-converter.ts';
import { createDocumentsService, type DocumentsService } from '../documents/service.ts';
import { convertedDocuments } from '../documents/converted-documents.ts';

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
    const job = conversionJob({ db: app.db, answerCodec: app.answerCodec, storage: app.storage, renderDocx: converter ? (docx, signal) => converter.convert(docx, signal) : null, threads: app.pdfThreads, now });
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
  { name: 'documents', dependencies: ['db', 'application', 'jobs', 'storage', 'pdf-threads'] },
);
