import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify';
import { answerColumns, ssnAnswerKeys } from '../../../shared/submission/answer-columns.ts';
import { toSpreadsheetCell } from '../../../shared/submission/spreadsheet-cell.ts';
import type { Submission } from '../../../shared/submission/submission.ts';
import type { SubmittedFilter } from '../../db/submissions/submitted.ts';
import type { FileStorage } from '../../storage/types.ts';
import { encodeCursor } from '../cursor.ts';
import type { SubmissionReader } from '../reader.ts';
import { atomicFile, writeFileAtomically } from './atomic-file.ts';

const JSONL_FILE = 'submissions.jsonl';
const CSV_FILE = 'submissions.csv';
const PDF_FOLDER = 'pdf';
/** A frozen PDF with many documents stays far below this; a larger stored file is an error. */
const MAX_PDF_BYTES = 256 * 1024 * 1024;
/** The columns before the answers. */
const CSV_LEADING_COLUMNS = ['application_id', 'submitted_at', 'intended_student_type', 'tenant'] as const;

export interface ExportOptions {
  reader: SubmissionReader;
  /** Null: no PDFs (the benchmark). */
  storage: FileStorage | null;
  out: string;
  filter: SubmittedFilter;
  withSsn: boolean;
  onProgress?(done: number, total: number): void;
}

export interface ExportResult {
  count: number;
  /** Where the next export continues; null when nothing was ever exported and no cursor was given. */
  cursor: string | null;
  /** The application whose frozen PDF is still being made: the export stopped before it. */
  waitingFor: string | null;
}

/** The CSV header: the leading columns, then every answer key in page order (the SSN only with `withSsn`). */
function csvColumns(withSsn: boolean): string[] {
  const ssn = ssnAnswerKeys();
  return [
    ...CSV_LEADING_COLUMNS,
    ...answerColumns()
      .map((column) => column.key)
      .filter((key) => withSsn || !ssn.has(key)),
  ];
}

function csvRow(submission: Submission, columns: string[]): string[] {
  const byKey = new Map(submission.answers.map((answer) => [answer.key, answer.value]));
  const leading = [submission.id, submission.submittedAt, submission.intendedStudentType ?? '', submission.tenant];
  return [...leading.map((value) => toSpreadsheetCell(value)), ...columns.slice(leading.length).map((key) => toSpreadsheetCell(byKey.get(key) ?? ''))];
}

/**
 * Writes submissions.jsonl, submissions.csv and pdf/<id>.pdf for every submission the filter selects, streamed in
 * submission order (memory stays flat whatever the count). Every file appears complete or not at all. A submission
 * whose frozen PDF is still being made ends the export before it, so the next run (from the returned cursor) takes it.
 */
export async function exportSubmissions(options: ExportOptions): Promise<ExportResult> {
  const { reader, storage, out, filter, withSsn } = options;
  await mkdir(join(out, PDF_FOLDER), { recursive: true });
  const total = await reader.count(filter);
  const columns = csvColumns(withSsn);
  const jsonl = atomicFile(join(out, JSONL_FILE));
  const csvFile = atomicFile(join(out, CSV_FILE));
  // A BOM so a spreadsheet reads the file as UTF-8.
  const csv = stringify({ bom: true, header: true, columns, quoted_match: /^=/ });
  csv.pipe(csvFile.stream, { end: false });
  const csvWrite = async (row: string[]) => {
    if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
  };
  let count = 0;
  let cursor = filter.after ? encodeCursor(filter.after) : null;
  let waitingFor: string | null = null;
  try {
    for await (const { submission, cursor: next } of reader.stream(filter, withSsn)) {
      if (storage) {
        const key = await reader.pdfKey(submission.id);
        const pdf = key ? await storage.read(key, MAX_PDF_BYTES) : null;
        if (!pdf) {
          waitingFor = submission.id;
          break;
        }
        await writeFileAtomically(join(out, PDF_FOLDER, submission.pdf.name), pdf);
      }
      await jsonl.write(`${JSON.stringify(submission)}\n`);
      await csvWrite(csvRow(submission, columns));
      count += 1;
      cursor = next;
      options.onProgress?.(count, total);
    }
    csv.end();
    await new Promise<void>((resolve, reject) => {
      csv.once('end', resolve);
      csv.once('error', reject);
    });
    await Promise.all([jsonl.commit(), csvFile.commit()]);
  } catch (error) {
    csv.destroy();
    await Promise.all([jsonl.abort(), csvFile.abort()]);
    throw error;
  }
  return { count, cursor, waitingFor };
}
