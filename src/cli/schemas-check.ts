import { resolve } from 'node:path';
import { checkAgainstDatabase } from './staff-check/against/index.ts';
import { checkStaffFiles, formatProblem } from './staff-check/index.ts';
import { readArguments } from './support/read-arguments.ts';

const USAGE = `usage: npm run schemas:check [-- --root FOLDER] [-- --against DATABASE]
  --root FOLDER      the folder holding schemas/, uischemas/, texts-and-settings/ and tenants/ (default: here, or SCHEMAS_CHECK_ROOT)
  --against DATABASE the live database, read only: postgres://… (as DATABASE_URL) or the data folder of SQLite (as DATA_DIR)`;

/**
 * npm run schemas:check — every staff file (schemas, UI schemas, texts and settings, tenants, mail templates, page
 * list, renderer texts) against its meta-schema and against each other; with --against, what the files would do to
 * the applications already stored. Each problem is one line with its file, line, column and JSON pointer; the run
 * lists them all and exits 1, or prints one ok line and exits 0. It never ends in a stack trace: a checker that
 * fails itself says so in one line.
 */
async function main(argv: string[]): Promise<number> {
  const args = readArguments(argv, { root: { type: 'string' }, against: { type: 'string' }, help: { type: 'boolean' } });
  if (typeof args === 'string' || args.positionals.length > 0) {
    console.error(typeof args === 'string' ? args : `unexpected ${args.positionals.join(' ')}`);
    console.error(USAGE);
    return 2;
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  const root = resolve(args.values.root ?? process.env.SCHEMAS_CHECK_ROOT ?? process.cwd());
  const { problems, untranslated, files, pages } = checkStaffFiles(root);
  for (const text of untranslated) console.log(formatProblem(text));
  if (untranslated.length > 0)
    console.log(`schemas:check: ${untranslated.length} translation gap(s): texts shown in English until translated, keys English does not have`);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    const fileCount = new Set(problems.map((problem) => problem.file)).size;
    console.error(`schemas:check: ${problems.length} problem(s) in ${fileCount} file(s)${args.values.against ? '; the database was not read' : ''}`);
    return 1;
  }
  if (args.values.against) return checkAgainstDatabase(root, pages, args.values.against);
  console.log(`schemas:check: ok (${files} files in schemas, uischemas, texts-and-settings, tenants)`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug of the checker itself, not of the files: one line, so staff can pass it on.
    console.error(`schemas:check: the checker itself failed (${error instanceof Error ? error.message : String(error)}); please tell the engineers`);
    process.exitCode = 1;
  },
);
