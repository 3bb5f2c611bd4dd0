import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Engine } from '../db/database.ts';
import { LOOKUP_CATEGORIES, type LookupCategory } from './categories.ts';
import { LookupImportError, importLookupFile } from './import.ts';

/**
 * Which file of the reference folder feeds which category: the name starts with the category or the plain
 * words below and ends in .csv or .csv.gz (so the shipped `reference/high_schools_ceeb_nces.csv.gz` and
 * `reference/colleges_ipeds2024_ceeb.csv.gz` are found as they are). Two candidates for one category is an error.
 */
const CATEGORY_FILES: Record<LookupCategory, RegExp> = {
  hs_ceeb: /^(?:hs_ceeb|high_schools).*\.csv(?:\.gz)?$/i,
  college_ceeb: /^(?:college_ceeb|colleges).*\.csv(?:\.gz)?$/i,
  address: /^address(?:es)?.*\.csv(?:\.gz)?$/i,
};

export interface ImportLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Imports each category whose table is still empty from its file in `dir`. Problems are logged, never thrown. */
export async function importLookupFolder(db: Db, engine: Engine, dir: string, log: ImportLog): Promise<void> {
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch (error) {
    log.error({ dir, reason: String(error) }, 'lookup: LOOKUP_DATA_DIR cannot be read');
    return;
  }
  for (const category of LOOKUP_CATEGORIES) {
    const candidates = files.filter((f) => CATEGORY_FILES[category].test(f));
    if (candidates.length > 1) {
      log.error({ category, candidates }, 'lookup: more than one file for a category; none imported');
      continue;
    }
    if (candidates.length === 0) continue;
    const started = performance.now();
    try {
      const summary = await importLookupFile(db, engine, category, join(dir, candidates[0]), { onlyIfEmpty: true });
      if (!summary.imported) continue;
      const ms = Math.round(performance.now() - started);
      log.info({ category, file: candidates[0], records: summary.records, skipped: summary.skipped, ms }, 'lookup: reference data imported');
    } catch (error) {
      const errors = error instanceof LookupImportError ? error.errors : [{ line: 0, message: String(error) }];
      log.error({ category, file: candidates[0], errors }, 'lookup: reference data refused; nothing imported');
    }
  }
}
