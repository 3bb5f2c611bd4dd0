import { answerSlot } from '../../shared/form/index.ts';
import { applicantNameKeys } from '../../shared/form/page-list.ts';
import type { Tenant } from '../../shared/tenant.ts';
import { defaultLanguage } from '../../shared/texts/languages.ts';
import type { ApplicationService } from '../application/service.ts';
import type { Db } from '../db/database.ts';
import type { PdfStatus } from '../db/pdf-tables.ts';
import { completePdf, failPdf, findKeptPdf, markPdf } from '../db/pdf/application-pdf.ts';
import type { AssembleInput } from './assemble.ts';
import type { ConvertedDocuments } from './documents.ts';
import type { PdfFiles } from './pdf-files.ts';
import { printFingerprint, readPrintPayload, type PrintPayload } from './print-payload.ts';
import type { ServiceTokens } from './service-tokens.ts';

export const PDF_JOB = 'application-pdf';

/** The print view reads its token at once; a few minutes cover a slow, loaded machine. */
const RENDER_TOKEN_MS = 5 * 60 * 1000;
/** A download link outlives the browser's 10-minute poll of a finished PDF by a little. */
const DOWNLOAD_TOKEN_MS = 15 * 60 * 1000;
/** A failed PDF is reported as FAILED for this long; a request after it tries again. */
const RETRY_FAILED_AFTER_MS = 60 * 1000;

export interface PdfJobPayload {
  applicantId: string;
  username: string;
  /** Made on submission (ISO time): also kept as the frozen copy, and the applicant is mailed where to download it. */
  submittedAt?: string;
  /** The language of the applicant's copy (the print view's `lang`); absent in jobs queued before languages: the default. */
  language?: string;
}

export interface PdfServiceDeps {
  db: Db;
  /** The application's answers as printed (secret ones in full) and its row, which the kept PDF hangs on. */
  application: Pick<ApplicationService, 'printAnswers' | 'ensureApplication'>;
  tenant: Tenant;
  /** The tenant with its texts in `language` (a copy's title and author, as its pages read). */
  tenantIn(language: string): Tenant;
  tokens: ServiceTokens;
  files: PdfFiles;
  documents: ConvertedDocuments;
  enqueue(payload: PdfJobPayload, dedupeKey: string): Promise<unknown>;
  /** Queues the job inside the transaction `trx`: it exists exactly when `trx` commits. */
  enqueueWithin(trx: Db, payload: PdfJobPayload, dedupeKey: string): Promise<unknown>;
  /** Prints the print view of the applicant the render token stands for, in `language`; stops when `signal` is aborted. */
  print(request: { serviceToken: string; footerName: string; language: string }, signal?: AbortSignal): Promise<Uint8Array>;
  /** Appends the documents to the printed form (assemble.ts), off the event loop; stops when `signal` is aborted. */
  assemble(input: AssembleInput, signal?: AbortSignal): Promise<Uint8Array>;
  /**
   * Sends the submission confirmation. It never carries the PDF: the copy prints the Social Security number and
   * whatever the uploaded documents hold, and a mail passes through servers and inboxes we do not control.
   */
  mailSubmitted(to: string, values: { submittedAt: string; fileName: string }): Promise<void>;
  now(): Date;
}

interface Applicant {
  id: string;
  username: string;
}

/** Who asks for a copy, and in which language they read it. */
interface Requester extends Applicant {
  language: string;
}

export interface PdfState {
  status: PdfStatus;
  url: string | null;
}

function footerNameOf(answer: PrintPayload['answer'], username: string): string {
  const name = applicantNameKeys
    .map((key) => answer[key])
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || username;
}

/** The application PDF: requested by `GET /api/pdf`, made by a job, kept until answers change. */
export function createPdfService(deps: PdfServiceDeps) {
  const { db, tenant } = deps;
  const iso = () => deps.now().toISOString();
  const settings = { pdfPages: tenant.pdfPages };
  const fileName = `${tenant.pdfName}.pdf`;
  const dedupeKey = (applicantId: string) => `${PDF_JOB}:${applicantId}`;

  // The language is part of what a copy shows: a copy in another language than the one asked for is printed anew.
  async function currentFingerprint(applicantId: string, language: string, within?: Db) {
    const payload = await readPrintPayload(deps.application, deps.documents, applicantId, within);
    return { payload, fingerprint: printFingerprint(payload, { ...settings, language }) };
  }

  /** Converted documents of the printed pages, in the tenant's page order. */
  async function documentsToAppend(applicantId: string): Promise<Uint8Array[]> {
    const documents = await deps.documents.completedPdfs(applicantId);
    return tenant.pdfPages.flatMap((page) => documents.filter((document) => answerSlot(document.answerKey)?.page === page).map((document) => document.pdf));
  }

  return {
    fileName,

    printPayload: (applicantId: string) => readPrintPayload(deps.application, deps.documents, applicantId),

    /** The state of the applicant's PDF; queues a new one when none shows the application as it is now, in `language`. */
    async request({ id: applicantId, username, language }: Requester): Promise<PdfState> {
      const { fingerprint } = await currentFingerprint(applicantId, language);
      const kept = await findKeptPdf(db, applicantId);
      if (kept?.fingerprint === fingerprint) {
        if (kept.status === 'COMPLETED' && kept.file_key) {
          const token = await deps.tokens.mint(applicantId, 'download', DOWNLOAD_TOKEN_MS);
          return { status: 'COMPLETED', url: `/api/pdf/file?token=${token}` };
        }
        if (kept.status !== 'FAILED') return { status: kept.status, url: null };
        if (deps.now().getTime() - Date.parse(kept.updated_at) < RETRY_FAILED_AFTER_MS) return { status: 'FAILED', url: null };
      }
      // A new applicant may ask for the PDF before saving anything: the row the PDF belongs to must exist first.
      await deps.application.ensureApplication(applicantId);
      await markPdf(db, applicantId, fingerprint, 'UNPROCESSED', iso());
      await deps.enqueue({ applicantId, username, language }, dedupeKey(applicantId));
      return { status: 'UNPROCESSED', url: null };
    },

    /**
     * In the submit's transaction `trx`: the job making the frozen copies of exactly the submitted answers (the
     * applicant's in `language`, the staff's in the default language), then the confirmation e-mail. Queued with the
     * submission or not at all, so a process that stops (or a queue that fails) right after the commit never leaves
     * a submitted application without its copy.
     */
    async queueSubmittedCopy(trx: Db, { id: applicantId, username, language }: Requester): Promise<void> {
      const { fingerprint } = await currentFingerprint(applicantId, language, trx);
      await markPdf(trx, applicantId, fingerprint, 'UNPROCESSED', iso());
      // Its own dedupe key: a download request queued just before must not swallow the submission's copy.
      await deps.enqueueWithin(trx, { applicantId, username, submittedAt: iso(), language }, `${dedupeKey(applicantId)}:submitted`);
    },

    /**
     * The job: print the view, append the documents, store, and (on submission) keep the copy and say so by mail.
     * On submission the staff copy (staff API, export) is the default language's: printed a second time when the
     * applicant's copy is in another, so what staff read never depends on the language the applicant used.
     */
    async run(job: PdfJobPayload, signal?: AbortSignal): Promise<void> {
      const { applicantId, username, submittedAt, language = defaultLanguage } = job;
      const { payload, fingerprint } = await currentFingerprint(applicantId, language);
      const before = await findKeptPdf(db, applicantId);
      await markPdf(db, applicantId, fingerprint, 'IN_PROGRESS', iso());
      const documents = await documentsToAppend(applicantId);
      const printIn = async (printLanguage: string) => {
        const serviceToken = await deps.tokens.mint(applicantId, 'render', RENDER_TOKEN_MS);
        const printed = await deps.print({ serviceToken, footerName: footerNameOf(payload.answer, username), language: printLanguage }, signal);
        const named = deps.tenantIn(printLanguage);
        return deps.assemble(
          {
            printed,
            documents,
            title: `${named.partnerName} ${named.applicationTitle}`,
            author: named.partnerName,
            now: deps.now(),
          },
          signal,
        );
      };
      const pdf = await printIn(language);
      const fileKey = `pdf/${applicantId}/${fingerprint}.pdf`;
      await deps.files.put(fileKey, pdf);
      const submittedFileKey = submittedAt ? `pdf/${applicantId}/submitted.pdf` : undefined;
      if (submittedFileKey) await deps.files.put(submittedFileKey, language === defaultLanguage ? pdf : await printIn(defaultLanguage));
      await completePdf(db, applicantId, { fingerprint, fileKey, submittedFileKey, now: iso() });
      if (before?.file_key && before.file_key !== fileKey) await deps.files.remove(before.file_key);
      if (submittedAt) await deps.mailSubmitted(username, { submittedAt, fileName });
    },

    async fail(applicantId: string, error: Error): Promise<void> {
      await failPdf(db, applicantId, error.message, iso());
    },

    /** The kept PDF a download token names, only for the applicant it was made for; null otherwise. */
    async download(applicantId: string, token: string): Promise<Buffer | null> {
      const owner = await deps.tokens.readDownload(token);
      if (owner !== applicantId) return null;
      const kept = await findKeptPdf(db, applicantId);
      const key = kept?.status === 'COMPLETED' ? kept.file_key : kept?.submitted_file_key;
      return key ? deps.files.get(key) : null;
    },
  };
}

export type PdfService = ReturnType<typeof createPdfService>;
