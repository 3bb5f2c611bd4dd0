/**
 * Lookup latency on the real server: starts `src/server/main.ts` in its own process with LOOKUP_DATA_DIR at the
 * shared reference data (21k high schools), then sends 50 fixed, realistic `hs_ceeb` searches over HTTP, one
 * after another, ROUNDS times after a warm-up round, and prints p50 and p95. SQLite always; PostgreSQL too when
 * DATABASE_URL or TEST_DATABASE_URL is set (in a database of its own, dropped afterwards).
 * Run alone with `npx tsx bench/lookup.ts` (BENCH_PORT, default 4503; ROUNDS, default 5).
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { startApp } from './support/processes.ts';
import { ms, percentile } from './support/stats.ts';
import { SHIPPED_REFERENCE_DIR } from '../src/server/config.ts';

const QUERIES = [
  'fairview boulder',
  'fairv',
  "st. mary's",
  'saint joseph',
  'lincoln high',
  'jefferson',
  'washington hs',
  'roosevelt',
  'kennedy',
  'central high school',
  'north',
  'east high',
  'west',
  'mountain view',
  'lakeside',
  'bishop',
  'cathedral',
  'academy',
  'christian',
  'catholic',
  'san diego',
  'los angeles',
  'brooklyn tech',
  'thomas jefferson',
  'stuyvesant',
  'phillips exeter',
  'boulder',
  'denver east',
  'cherry creek',
  'lakewood',
  'hs',
  'high',
  'b',
  'sa',
  'mira costa',
  'horace mann',
  'ben franklin',
  'martin luther king',
  'valley',
  'riverside',
  'oak park',
  'grand rapids',
  'miami',
  'st louis',
  'new york',
  'chicago',
  'austin high',
  'seattle prep',
  'portland',
  '060118',
];

interface LookupBenchResult {
  engine: 'SQLite' | 'PostgreSQL';
  queries: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  importMs: number | null;
}

const DATA_DIR = resolve(process.env.LOOKUP_DATA_DIR || SHIPPED_REFERENCE_DIR);

/** The import time the server logs ("lookup: reference data imported", JSON lines on stdout). */
function importTimes(child: ChildProcess): () => number | null {
  let total: number | null = null;
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; category?: string; ms?: number };
        if (entry.msg === 'lookup: reference data imported' && entry.category === 'hs_ceeb') total = entry.ms ?? null;
      } catch {
        // not a log line
      }
    }
  });
  return () => total;
}

async function runOn(engine: LookupBenchResult['engine'], databaseUrl: string, port: number, rounds: number): Promise<LookupBenchResult> {
  const app = await startApp(port, { DATABASE_URL: databaseUrl, LOOKUP_DATA_DIR: DATA_DIR, LOOKUP_RATE_LIMIT: '1000000', LOG_LEVEL: 'info' }, 'pipe');
  const { base, child } = app;
  const importMs = importTimes(child);
  try {
    const find = async (text: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/lookup/find?${new URLSearchParams({ category: 'hs_ceeb', text, max_results: '5' })}`);
      const found = (await response.json()) as unknown[];
      if (!response.ok || !Array.isArray(found)) throw new Error(`${text}: ${response.status}`);
      return performance.now() - started;
    };
    for (const text of QUERIES) await find(text); // warm-up; the first one also waits for the start-up import
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) for (const text of QUERIES) samples.push(await find(text));
    return {
      engine,
      queries: QUERIES.length,
      samples: samples.length,
      p50Ms: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
      importMs: importMs(),
    };
  } finally {
    await app.stop();
  }
}

async function withOwnDatabase<T>(url: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_lookup_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  try {
    return await use(own.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function benchLookup(rounds = Number(process.env.ROUNDS || 5), port = Number(process.env.BENCH_PORT || 4503)): Promise<LookupBenchResult[]> {
  const results = [await runOn('SQLite', '', port, rounds)];
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) results.push(await withOwnDatabase(pgUrl, (url) => runOn('PostgreSQL', url, port, rounds)));
  return results;
}

function formatLookupResults(results: LookupBenchResult[]): string {
  return [
    'Lookup latency (hs_ceeb searches over HTTP, one after another):',
    ...results.map(
      (r) =>
        `  ${r.engine.padEnd(10)} p50 ${ms(r.p50Ms)}  p95 ${ms(r.p95Ms)}  (${r.queries} queries x ${r.samples / r.queries} rounds` +
        `${r.importMs === null ? '' : `; start-up import of the 21k schools ${ms(r.importMs)}`})`,
    ),
  ].join('\n');
}

export const lookupBenchmark: Benchmark = {
  id: 'lookup',
  title: 'lookup latency over 50 realistic queries',
  run: () => benchLookup().then(formatLookupResults),
};

await runIfMain(import.meta.url, lookupBenchmark);
