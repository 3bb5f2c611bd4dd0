import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.ts';
import { connect } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { LOOKUP_CATEGORIES, isLookupCategory } from '../server/lookup/categories.ts';
import { LookupImportError, importLookupFile } from '../server/lookup/import.ts';

/**
 * npm run lookup:import -- --category hs_ceeb|college_ceeb|address FILE.csv
 * Replaces that category with the file's rows in one transaction, in the database the server uses
 * (DATA_DIR or DATABASE_URL). Exit 0 imported, 1 refused (bad rows, unreadable file, database), 2 usage.
 */
const USAGE = `usage: npm run lookup:import -- --category ${LOOKUP_CATEGORIES.join('|')} FILE.csv`;
const SHOWN = 10;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

function lines(problems: { line: number; message: string }[]): string {
  const shown = problems.slice(0, SHOWN).map((p) => `  line ${p.line}: ${p.message}`);
  if (problems.length > SHOWN) shown.push(`  … and ${problems.length - SHOWN} more`);
  return shown.join('\n');
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { category: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.category || !isLookupCategory(values.category)) usage(`--category must be one of ${LOOKUP_CATEGORIES.join(', ')}`);
  if (positionals.length !== 1) usage('give exactly one CSV file');
  const category = values.category;
  const file = positionals[0];

  const config = loadConfig();
  const { db, engine } = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db, engine);
    const started = performance.now();
    const summary = await importLookupFile(db, engine, category, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Imported ${summary.records} ${category} records from ${file} in ${seconds} s.`);
    if (summary.skipped.length > 0) {
      console.log(`Skipped ${summary.skipped.length} row(s) with nothing to search by:\n${lines(summary.skipped)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof LookupImportError) {
      console.error(`Nothing imported: ${file} has bad rows.\n${lines(error.errors)}`);
    } else {
      console.error(`Nothing imported: ${(error as Error).message}`);
    }
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  },
);
