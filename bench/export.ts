/**
 * `npm run bench -- export`: submitted applications exported as `npm run export -- --no-pdf` does (JSONL + CSV,
 * streamed), for growing counts each in a fresh process, with its time and peak memory (max RSS): memory stays flat
 * as the count grows (each run under a small V8 heap cap, which an export holding every application would exceed); then the staff API's pages per second (100 per page) over the largest set. SQLite in a
 * temporary DATA_DIR. Run alone with `npx tsx bench/export.ts` (COUNTS, default 1000,5000,10000).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { upsertAnswers } from '../src/server/db/application/answers.ts';
import { openAnswerCodec } from '../src/server/secrets/open-answer-codec.ts';
import { exportSubmissions } from '../src/server/submissions/export/export-submissions.ts';
import { createSubmissionReader } from '../src/server/submissions/reader.ts';
import { completeApplication } from '../tests/support/complete-application.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';

const COUNTS = (process.env.COUNTS ?? '1000,5000,10000').split(',').map(Number);
const PAGE = 100;
/** Each export runs under this V8 heap cap: one that held every application would fail, a streamed one fits whatever the count. */
const HEAP_CAP_MB = 160;

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
      await trx.insertInto('application').values({ applicant_id: id, last_page: null, submitted_at: at, updated_at: at, intended_student_type: 'freshman' }).execute();
      await upsertAnswers(trx, codec, id, { ...answers, first_name: `Applicant ${n}` });
    }
  });
  await db.destroy();
}

/** In a child process: export every submission of DATA_DIR and print seconds and max RSS. */
async function child(dataDir: string, out: string): Promise<void> {
  const { db } = connect({ dataDir, databaseUrl: null });
  const codec = await openAnswerCodec(db, { answerEncryptionKey: null, answerEncryptionPreviousKeys: [] });
  const started = performance.now();
  const result = await exportSubmissions({ reader: createSubmissionReader({ db, codec, tenantId: 'demo' }), storage: null, out, filter: {}, withSsn: false });
  const seconds = (performance.now() - started) / 1000;
  await db.destroy();
  console.log(JSON.stringify({ count: result.count, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function apiPages(dataDir: string): Promise<{ pages: number; perSecond: number }> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PUBLIC_URL: 'http://localhost', LOOKUP_DATA_DIR: 'none', JOBS_WORKER: 'off' }));
  await app.ready();
  const key = await app.staffKeys.create(`bench ${randomUUID()}`, false);
  let after = '';
  let pages = 0;
  const started = performance.now();
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/staff/api/submissions?limit=${PAGE}${after ? `&after=${after}` : ''}`, headers: { authorization: `Bearer ${key}` } });
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
        const run = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_CAP_MB}`, '--import', 'tsx', import.meta.filename, '--child', dataDir, out], { encoding: 'utf8' });
        if (run.status !== 0) throw new Error(run.stderr);
        const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { count: number; seconds: number; maxRssMb: number };
        const size = (statSync(join(out, 'submissions.jsonl')).size + statSync(join(out, 'submissions.csv')).size) / 1024 / 1024;
        lines.push(`${String(result.count).padStart(6)} applications (heap capped at ${HEAP_CAP_MB} MB): ${result.seconds.toFixed(1)} s, ${(result.count / result.seconds).toFixed(0)}/s, peak RSS ${result.maxRssMb.toFixed(0)} MB, files ${size.toFixed(0)} MB`);
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

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else await runIfMain(import.meta.url, exportBenchmark);
