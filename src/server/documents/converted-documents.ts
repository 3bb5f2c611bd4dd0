import { uploadQuestionKeys } from '../../shared/documents/upload-questions.ts';
import { listDocumentAnswers } from '../db/documents/document-answers.ts';
import type { Db } from '../db/database.ts';
import type { ConvertedDocuments } from '../pdf/documents.ts';
import type { FileStorage } from '../storage/types.ts';
import { readDocumentAnswers } from './document-answers.ts';

/** Converted PDFs are bounded by what a conversion may produce from a 1 MB upload. */
const MAX_PDF_BYTES = 64 * 1024 * 1024;

/** What the application PDF appends: each completed conversion's PDF, in the order the form asks the questions. */
export function convertedDocuments(db: Db, storage: FileStorage): ConvertedDocuments {
  const order = [...uploadQuestionKeys];
  return {
    documentAnswers: (applicantId, within = db) => readDocumentAnswers(within, applicantId),
    async completedPdfs(applicantId) {
      const rows = (await listDocumentAnswers(db, applicantId))
        .filter((row) => row.status === 'COMPLETED' && row.pdf_key !== null)
        .sort((a, b) => order.indexOf(a.answer_key) - order.indexOf(b.answer_key));
      const pdfs: Array<{ answerKey: string; pdf: Uint8Array }> = [];
      for (const row of rows) {
        const pdf = await storage.read(row.pdf_key!, MAX_PDF_BYTES);
        if (pdf) pdfs.push({ answerKey: row.answer_key, pdf });
      }
      return pdfs;
    },
  };
}
