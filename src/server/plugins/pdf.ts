import fp from 'fastify-plugin';
import { mailLanguageOf } from '../db/accounts/users.ts';
import { applicantJobs, PDF_POOL } from '../jobs/owners.ts';
import { createBrowserHolder } from '../pdf/browser.ts';
import { noDocuments, type ConvertedDocuments } from '../pdf/documents.ts';
import { ownOrigin } from '../pdf/own-origin.ts';
import { storagePdfFiles } from '../pdf/pdf-files.ts';
import { createPdfService, PDF_JOB, type PdfJobPayload, type PdfService } from '../pdf/pdf-service.ts';
import { createPrinter, type Printer } from '../pdf/printer.ts';
import { createServiceTokens, type ServiceTokens } from '../pdf/service-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application PDF: request, job, download, the copy frozen on submit. */
    pdf: PdfService;
    /** Tokens of the print view (read by /service/tmp-pdf) and of PDF download links; never a session. */
    serviceTokens: ServiceTokens;
    /** This process's Chromium and its spare print view, which the PDF job prints with. */
    pdfPrinter: Printer;
    /** Converted documents, decorated by the uploads feature; the PDF appends them. */
    convertedDocuments?: ConvertedDocuments;
  }
}

/** Each step of a print (the view opening, its pages rendering) gets this long to report its state. */
const PRINT_TIMEOUT_MS = 30_000;
/** A whole print, every step included. */
const PRINT_DEADLINE_MS = 90_000;
/**
 * A whole PDF job; beyond it the job fails for good (a print that hung once would hang again). Its clock starts
 * before the print's, so it ends first and a hung print is never retried.
 */
const PDF_JOB_TIMEOUT_MS = PRINT_DEADLINE_MS;

/** The page that offers the copy frozen at submission (src/client/app/router.tsx). */
const COMPLETION_PATH = '/completion';

/** The submission time as the confirmation mail words it, in the mail's language. */
const submittedTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** The PDF job over the jobs plugin, with one Chromium (and its spare print view) for this process, closed with the app. */
export default fp(
  async (app) => {
    const now = () => new Date();
    const tokens = createServiceTokens({ db: app.db, now });
    const printer = createPrinter({
      browser: createBrowserHolder(app.config.chromiumPath),
      origin: () => ownOrigin(app),
      timeoutMs: PRINT_TIMEOUT_MS,
      deadlineMs: PRINT_DEADLINE_MS,
    });
    const service = createPdfService({
      db: app.db,
      application: app.application,
      tenant: app.tenant,
      tenantIn: (language) => app.texts.textsIn(language).tenant,
      tokens,
      files: storagePdfFiles(app.storage),
      documents: {
        documentAnswers: (id, within) => (app.convertedDocuments ?? noDocuments).documentAnswers(id, within),
        completedPdfs: (id) => (app.convertedDocuments ?? noDocuments).completedPdfs(id),
      },
      enqueue: (payload, dedupeKey) => app.jobs.enqueue(PDF_JOB, payload, { dedupeKey, ownerKey: applicantJobs(payload.applicantId) }),
      enqueueWithin: (trx, payload, dedupeKey) => app.jobs.enqueueWithin(trx, PDF_JOB, payload, { dedupeKey, ownerKey: applicantJobs(payload.applicantId) }),
      print: (request, signal) => printer.print(request, signal),
      assemble: (input, signal) => app.pdfThreads.run('applicationPdf', input, signal),
      // A link to the page that offers the frozen copy after logging in, never the file itself (see PdfServiceDeps).
      // In the account's saved language, as every mail to the applicant.
      mailSubmitted: async (to, { submittedAt, fileName }) => {
        const language = await mailLanguageOf(app.db, to);
        const values = { submittedAt: submittedTime(language, submittedAt), fileName, completionLink: `${app.site.origin()}${COMPLETION_PATH}` };
        app.mailer.send('applicationSubmitted', to, values, language);
      },
      now,
    });
    app.jobs.register<PdfJobPayload>(PDF_JOB, (payload, { signal }) => service.run(payload, signal), {
      maxAttempts: 3,
      timeoutMs: PDF_JOB_TIMEOUT_MS,
      pool: PDF_POOL,
      onFailed: (payload, error) => service.fail(payload.applicantId, error),
    });
    app.decorate('pdf', service);
    app.decorate('serviceTokens', tokens);
    app.decorate('pdfPrinter', printer);
    app.addHook('onClose', async () => printer.close());
  },
  { name: 'pdf', dependencies: ['config', 'site', 'db', 'application', 'tenant', 'texts', 'mail', 'jobs', 'storage', 'pdf-threads'] },
);
