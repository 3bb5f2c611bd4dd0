import { toSubmission, type Submission } from '../../shared/submission/submission.ts';
import { readAddAnother } from '../db/application/add-another.ts';
import { readAnswers } from '../db/application/answers.ts';
import { readTabChoices } from '../db/application/tabs.ts';
import type { Db } from '../db/database.ts';
import { listDocumentAnswers } from '../db/documents/document-answers.ts';
import { findKeptPdf } from '../db/pdf/application-pdf.ts';
import type { AnswerCodec } from '../secrets/answer-codec.ts';
import { countSubmitted, findSubmitted, listSubmitted, type SubmissionPosition, type SubmittedFilter, type SubmittedRow } from '../db/submissions/submitted.ts';
import { encodeCursor } from './cursor.ts';

export interface SubmissionPage {
  submissions: Submission[];
  /** Where the next page starts; the same cursor again when this page was empty (null: from the beginning). */
  cursor: string | null;
  /** False when this page was the last one for now. */
  more: boolean;
}

/** How many applications one database read lists while streaming. */
const STREAM_BATCH = 200;

/**
 * Submitted applications as the one representation, for the export, the staff API and the webhook. Answers are read
 * through the application's own answer reading and codec; secret answers are decrypted only for a reader with the SSN.
 */
export function createSubmissionReader(deps: { db: Db; codec: AnswerCodec; tenantId: string }) {
  const { db, codec, tenantId } = deps;
  // Without the SSN, secret answers are never decrypted: their rows read as unanswered.
  const withoutSecrets: AnswerCodec = { ...codec, read: (applicantId, key, text) => (codec.secretKeys.has(key) ? '' : codec.read(applicantId, key, text)) };

  async function build(row: SubmittedRow, withSsn: boolean): Promise<Submission> {
    const [answers, tabs, addAnother, documents, pdf] = await Promise.all([
      readAnswers(db, withSsn ? codec : withoutSecrets, row.id),
      readTabChoices(db, row.id),
      readAddAnother(db, row.id),
      listDocumentAnswers(db, row.id),
      findKeptPdf(db, row.id),
    ]);
    return toSubmission(
      {
        ...row,
        tenant: tenantId,
        answers,
        tabs,
        addAnother,
        documents: documents
          .filter((document) => document.status === 'COMPLETED')
          .map((document) => ({ answerKey: document.answer_key, name: document.file_name, size: document.file_size })),
        pdfReady: Boolean(pdf?.submitted_file_key),
      },
      { withSsn },
    );
  }

  return {
    async get(id: string, withSsn: boolean): Promise<Submission | null> {
      const row = await findSubmitted(db, id);
      return row ? build(row, withSsn) : null;
    },

    async page(after: SubmissionPosition | null, limit: number, withSsn: boolean): Promise<SubmissionPage> {
      const rows = await listSubmitted(db, after ? { after } : {}, limit + 1);
      const shown = rows.slice(0, limit);
      const submissions: Submission[] = [];
      for (const row of shown) submissions.push(await build(row, withSsn));
      const last = shown.at(-1);
      return { submissions, cursor: last ? encodeCursor(last) : after ? encodeCursor(after) : null, more: rows.length > limit };
    },

    count: (filter: SubmittedFilter) => countSubmitted(db, filter),

    /** Every submission the filter selects, in submission order, read a batch at a time (memory stays flat). */
    async *stream(filter: SubmittedFilter, withSsn: boolean): AsyncGenerator<{ submission: Submission; cursor: string }> {
      let after = filter.after;
      for (;;) {
        const rows = await listSubmitted(db, { ...filter, after }, STREAM_BATCH);
        for (const row of rows) yield { submission: await build(row, withSsn), cursor: encodeCursor(row) };
        if (rows.length < STREAM_BATCH) return;
        after = rows.at(-1);
      }
    },

    /** The storage key of the frozen submitted PDF (documents appended), or null while it is being made. */
    async pdfKey(id: string): Promise<string | null> {
      if (!(await findSubmitted(db, id))) return null;
      return (await findKeptPdf(db, id))?.submitted_file_key ?? null;
    },
  };
}

export type SubmissionReader = ReturnType<typeof createSubmissionReader>;
