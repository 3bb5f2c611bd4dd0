import { ConfigError, loadConfig } from '../server/config.ts';
import { decodeCursor } from '../server/submissions/cursor.ts';
import { exportSubmissions } from '../server/submissions/export/export-submissions.ts';
import { progressBar } from '../server/submissions/export/progress-bar.ts';
import { createSubmissionReader } from '../server/submissions/reader.ts';
import { openAnswerCodec } from '../server/secrets/open-answer-codec.ts';
import { storageFromConfig } from '../server/storage/from-config.ts';
import type { SubmittedFilter } from '../server/db/submissions/submitted.ts';
import staffApi from '../../texts-and-settings/staff-api.json' with { type: 'json' };
import { readArguments } from './support/read-arguments.ts';
import { withDatabase } from './support/with-database.ts';
import { runCommand, usageError } from './support/run-command.ts';

const USAGE = `Usage: npm run export -- --out DIR [--since TIME | --after CURSOR] [--with-ssn] [--no-pdf]
Writes DIR/submissions.jsonl, DIR/submissions.csv and DIR/pdf/<id>.pdf for the submitted applications,
then prints the cursor to continue from (pass it as --after next time).`;

/**
 * npm run export: the submitted applications of the database the server uses (DATA_DIR or DATABASE_URL), with their
 * frozen PDFs from the server's file storage. Exit 0 exported, 1 failed (nothing half-written is left), 2 usage.
 */
async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2), {
    out: { type: 'string' },
    since: { type: 'string' },
    after: { type: 'string' },
    'with-ssn': { type: 'boolean' },
    'no-pdf': { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (typeof args === 'string') return usage(args);
  const { values } = args;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.out) return usage('--out DIR is required.');
  if (values.since !== undefined && values.after !== undefined) return usage('Give --since or --after, not both.');
  const filter: SubmittedFilter = {};
  if (values.since !== undefined) {
    const since = Date.parse(values.since);
    if (Number.isNaN(since)) return usage(`--since is not a time: ${values.since}`);
    filter.since = new Date(since).toISOString();
  }
  if (values.after !== undefined) {
    const after = decodeCursor(values.after);
    if ('problem' in after) return usage(`--${after.problem === 'old' ? staffApi.cursorRetired : staffApi.cursorUnknown}`);
    filter.after = after.position;
  }
  const out = values.out;
  const config = loadConfig();
  return withDatabase(config, async ({ db }) => {
    const { storage } = await storageFromConfig(config, db);
    const bar = progressBar(0);
    let progress: ReturnType<typeof progressBar> | null = null;
    try {
      const started = performance.now();
      const result = await exportSubmissions({
        reader: createSubmissionReader({ db, codec: await openAnswerCodec(db, config), tenantId: config.tenantId }),
        storage: values['no-pdf'] ? null : storage,
        out,
        filter,
        withSsn: values['with-ssn'] === true,
        onProgress: (done, total) => {
          progress ??= progressBar(total);
          progress.update(done);
        },
      });
      (progress ?? bar).done();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.error(`Exported ${result.count} submitted application(s) to ${out} in ${seconds} s.`);
      if (result.waitingFor) console.error(`Stopped before ${result.waitingFor}: its submitted PDF is still being made; run again from the cursor shortly.`);
      // The cursor alone on standard output, so a script can keep it: CURSOR=$(npm run -s export -- --out DIR).
      if (result.cursor) console.log(result.cursor);
      return 0;
    } finally {
      storage.close();
    }
  });
}

const usage = (problem: string) => usageError(problem, USAGE);

runCommand(main, (error) => (error instanceof ConfigError ? error.message : `Nothing exported: ${(error as Error).message}`));
