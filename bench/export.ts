/**
 * `npm run bench -- export`: submitted applications exported by `npm run export -- --no-pdf` itself (JSONL + CSV,
 * streamed), for growing counts, each in a fresh process with no heap cap: its time and peak memory (max RSS), which
 * stays flat as the count grows; then the staff API's pages per second (100 per page) over the largest set. SQLite in
 * a temporary DATA_DIR. Run alone with `npx tsx bench/export.ts` (COUNTS, default 2000,10000).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { upsertAnswers } from '../src/server/db/application/answers.ts';
import { openAnswerCodec } from '../src/server/secrets/open-answer-codec.ts';
import { completeApplication } from '../tests/support/complete-application.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';

const COUNTS = (process.env.COUNTS ?? '2000,10000').split(',').map(Number);
const PAGE = 100;

async function seed(dataDir: string, count: number): Promise<void> {
  const { db, engine } = connect({ dataDir, databaseUrl: null });
  await migrateToLatest(db, engine);
  const codec = await openAnswerCodec(db, { answerEncryptionKey: null, answerEncryptionPreviousKeys: [] });
  const answers = { ...completeApplication(), ssn: '123-45-6789' };
  const start = Date.parse('2026-01-01T00:00:00Z');
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < count; n += 1) {
      const id = randomUUID();
      const at = new Date(start + n * 1000).toISOString();
      await trx
        .insertInto('application')
        .values({ applicant_id: id, last_page: null, submitted_at: at, submission_seq: n + 1, updated_at: at, intended_student_type: 'freshman' })
        .execute();
      await upsertAnswers(trx, codec, id, { ...answers, first_name: `Applicant ${n}` });
    }
    await trx.updateTable('submission_counter').set({ last_seq: count }).where('id', '=', 1).execute();
  });
  await db.destroy();
}

/** `npm run export -- --no-pdf` on DATA_DIR, as staff run it, in a process of its own: its count, seconds and peak RSS. */
function exportInChild(dataDir: string, out: string): { count: number; seconds: number; maxRssMb: number } {
  const rssFile = join(dataDir, 'max-rss');
  const { DATABASE_URL: _sqliteHere, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', './bench/support/max-rss-on-exit.ts', 'src/cli/export.ts', '--out', out, '--no-pdf'], {
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAX_RSS_FILE: rssFile },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const done = /Exported (\d+) submitted application\(s\) to .* in ([\d.]+) s\./.exec(run.stderr);
  if (!done) throw new Error(`unexpected output: ${run.stderr}`);
  return { count: Number(done[1]), seconds: Number(done[2]), maxRssMb: Number(readFileSync(rssFile, 'utf8')) };
}

async function apiPages(dataDir: string): Promise<{ pages: number; perSecond: number }> {
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PUBLIC_URL: 'http://localhost', LOOKUP_DATA_DIR: 'none', JOBS_WORKER: 'off' }),
  );
  await app.ready();
  const key = await app.staffKeys.create(`bench ${randomUUID()}`, false);
  let after = '';
  let pages = 0;
  const started = performance.now();
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/staff/api/submissions?limit=${PAGE}${after ? `&after=${after}` : ''}`,
      headers: { authorization: `Bearer ${key}` },
    });
    if (response.statusCode === 429) break;
    const body = response.json() as { cursor: string; more: boolean };
    pages += 1;
    after = body.cursor;
    if (!body.more) break;
  }
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  return { pages, perSecond: pages / seconds };
}

export const exportBenchmark: Benchmark = {
  id: 'export',
  title: 'export of submitted applications (JSONL + CSV, no PDFs) and staff API pages',
  async run() {
    const lines: string[] = [];
    let largest = '';
    const folders: string[] = [];
    try {
      for (const count of COUNTS) {
        const dataDir = mkdtempSync(join(tmpdir(), 'bench-export-'));
        folders.push(dataDir);
        await seed(dataDir, count);
        const out = join(dataDir, 'out');
        const result = exportInChild(dataDir, out);
        const size = (statSync(join(out, 'submissions.jsonl')).size + statSync(join(out, 'submissions.csv')).size) / 1024 / 1024;
        lines.push(
          `${String(result.count).padStart(6)} applications: ${result.seconds.toFixed(1)} s, ${(result.count / result.seconds).toFixed(0)}/s, peak RSS ${result.maxRssMb.toFixed(0)} MB, files ${size.toFixed(0)} MB`,
        );
        largest = dataDir;
      }
      // Pages beyond the per-key rate limit are not counted: the rate is measured over the pages answered.
      const api = await apiPages(largest);
      lines.push(`staff API: ${api.pages} pages of ${PAGE} at ${api.perSecond.toFixed(1)} pages/s`);
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
    return lines.join('\n');
  },
};

await runIfMain(import.meta.url, exportBenchmark);
