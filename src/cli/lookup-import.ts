import { ConfigError, loadConfig } from '../server/config.ts';
import { LookupImportError, importLookupFile } from '../server/lookup/import.ts';
import { IMPORT_USAGE, parseImportArgs } from './lookup-import-args.ts';
import { withDatabase } from './support/with-database.ts';

/**
 * npm run lookup:import -- --category hs_ceeb|college_ceeb|address FILE.csv
 * Replaces that category with the file's rows in one transaction, in the database the server uses
 * (DATA_DIR or DATABASE_URL). Exit 0 imported, 1 refused (bad rows, unreadable file, database), 2 usage.
 */
const SHOWN = 10;

function lines(problems: { line: number; message: string }[]): string {
  const shown = problems.slice(0, SHOWN).map((p) => `  line ${p.line}: ${p.message}`);
  if (problems.length > SHOWN) shown.push(`  … and ${problems.length - SHOWN} more`);
  return shown.join('\n');
}

async function main(): Promise<number> {
  const args = parseImportArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(IMPORT_USAGE);
    return 0;
  }
  if ('problem' in args) {
    console.error(`${args.problem}\n${IMPORT_USAGE}`);
    return 2;
  }
  const { category, file } = args;

  const config = loadConfig();
  try {
    return await withDatabase(config, async ({ db, engine }) => {
      const started = performance.now();
      const summary = await importLookupFile(db, engine, category, file);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Imported ${summary.records} ${category} records from ${file} in ${seconds} s.`);
      if (summary.skipped.length > 0) {
        console.log(`Skipped ${summary.skipped.length} row(s) with nothing to search by:\n${lines(summary.skipped)}`);
      }
      return 0;
    });
  } catch (error) {
    if (error instanceof LookupImportError) {
      console.error(`Nothing imported: ${file} has bad rows.\n${lines(error.errors)}`);
    } else {
      console.error(`Nothing imported: ${(error as Error).message}`);
    }
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  },
);
