import fp from 'fastify-plugin';
import { fileUpload } from '../../shared/documents/file-rules.ts';
import { createPdfThreads, type PdfThreads } from '../pdf-threads/pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads for PDF work (conversions, the application PDF's assembly), off the event loop. */
    pdfThreads: PdfThreads;
  }
}

/** The PDF threads of this process, with the limits of file-upload.json; stopped with the app. */
export default fp(
  async (app) => {
    const threads = createPdfThreads(fileUpload.conversionThreads);
    app.decorate('pdfThreads', threads);
    // The jobs plugin stops its worker in preClose, so no job is waiting for a thread any more.
    app.addHook('onClose', async () => threads.close());
  },
  { name: 'pdf-threads' },
);
