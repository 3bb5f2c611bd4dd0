import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import type { Db, Engine } from '../db/database.ts';
import { countLookupRecords, deleteLookupCategory, indexLookupCategory, insertLookupRows, lockLookupImports, type NewLookupRow } from '../db/lookup/records.ts';
import type { LookupCategory } from './categories.ts';
import { HeaderError, createRowMapper, type MappedRow } from './columns.ts';
import { CsvParser, CsvSyntaxError, type CsvRecord } from './csv.ts';

export interface RowProblem {
  line: number;
  message: string;
}

export interface ImportSummary {
  /** False when `onlyIfEmpty` found the category already loaded. */
  imported: boolean;
  records: number;
  /** Rows left out on purpose (no name), with their lines. */
  skipped: RowProblem[];
}

/** The file was refused: nothing was imported. `errors` lists the bad rows (at most MAX_ERRORS). */
export class LookupImportError extends Error {
  constructor(readonly errors: RowProblem[]) {
    super(errors.map((e) => `line ${e.line}: ${e.message}`).join('\n'));
  }
}

const BATCH = 500;
const MAX_ERRORS = 20;

async function* records(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser();
  for await (const chunk of chunks) yield* parser.push(String(chunk));
  yield* parser.end();
}

/**
 * Replaces one category with the rows of a CSV, in one transaction: either every row is imported or, when
 * any row is bad, nothing changes and LookupImportError lists the bad rows with their line numbers.
 */
export async function importLookupCsv(
  db: Db,
  engine: Engine,
  category: LookupCategory,
  chunks: AsyncIterable<string | Buffer>,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    await lockLookupImports(trx, engine);
    if (options.onlyIfEmpty && (await countLookupRecords(trx, category)) > 0) {
      return { imported: false, records: 0, skipped: [] };
    }
    await deleteLookupCategory(trx, engine, category);
    const errors: RowProblem[] = [];
    const skipped: RowProblem[] = [];
    let mapRow: ((record: CsvRecord) => MappedRow) | null = null;
    let batch: NewLookupRow[] = [];
    let count = 0;
    try {
      for await (const record of records(chunks)) {
        if (!mapRow) {
          mapRow = createRowMapper(category, record);
          continue;
        }
        if (record.fields.length === 1 && record.fields[0].trim() === '') continue;
        const mapped = mapRow(record);
        if ('error' in mapped) errors.push({ line: record.line, message: mapped.error });
        else if ('skip' in mapped) skipped.push({ line: record.line, message: mapped.skip });
        else if (errors.length === 0) {
          batch.push(mapped.row);
          count++;
        }
        if (errors.length >= MAX_ERRORS) break;
        if (batch.length >= BATCH) {
          await insertLookupRows(trx, batch);
          batch = [];
          // Let the server answer other requests between batches of a start-up import.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    } catch (error) {
      if (error instanceof CsvSyntaxError) errors.push({ line: error.line, message: error.message.replace(/^line \d+: /, '') });
      else if (error instanceof HeaderError) errors.push({ line: 1, message: error.message });
      else throw error;
    }
    if (!mapRow && errors.length === 0) errors.push({ line: 1, message: 'the file is empty' });
    if (errors.length > 0) throw new LookupImportError(errors);
    await insertLookupRows(trx, batch);
    await indexLookupCategory(trx, engine, category);
    return { imported: true, records: count, skipped };
  });
}

/** Imports a CSV file (`.csv.gz` read through gunzip); a file that cannot be opened rejects before any transaction starts. */
export async function importLookupFile(db: Db, engine: Engine, category: LookupCategory, file: string, options: { onlyIfEmpty?: boolean } = {}): Promise<ImportSummary> {
  const handle = await open(file, 'r');
  try {
    const text = file.endsWith('.gz')
      ? handle.createReadStream({ autoClose: false }).pipe(createGunzip()).setEncoding('utf8')
      : handle.createReadStream({ encoding: 'utf8', autoClose: false });
    return await importLookupCsv(db, engine, category, text, options);
  } finally {
    await handle.close();
  }
}
