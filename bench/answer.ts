/**
 * PUT /api/answer throughput on the real server, beside a hello-world baseline measured the same way in the same
 * run: a bare Fastify app answering `{hello: 'world'}` in its own process, then `src/server/main.ts` (SQLite in a
 * temporary DATA_DIR; PostgreSQL when DATABASE_URL is set) with APPLICANTS logged-in applicants, each connection
 * saving a realistic About You body (12 answers) as one of them; GET /api/session, the session check alone, shows
 * what every /api call pays before its own work. autocannon drives each with CONNECTIONS connections for DURATION
 * seconds and reports req/s and p50/p99 latency. Every call must answer 200, or the run fails.
 * Run alone with `npx tsx bench/answer.ts` (BENCH_PORT, default 4801; DURATION 10; CONNECTIONS 10; APPLICANTS 5).
 */
import type { Client } from 'autocannon';
import { loggedInCookie } from './support/accounts.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { load, loadBaseline } from './support/load.ts';
import { startApp } from './support/processes.ts';
import { throughputLine, versusBaseline, type Throughput } from './support/stats.ts';

export interface AnswerBenchResult {
  engine: 'SQLite' | 'PostgreSQL';
  connections: number;
  durationSeconds: number;
  baseline: Throughput;
  /** GET /api/session: the session check every /api call makes, alone. */
  session: Throughput;
  answer: Throughput;
}

/** What a Save on About You sends: a dozen answers, text, selects with their labels, a checkbox. */
const ANSWERS = {
  first_name: 'Maria',
  last_name: 'Lopez',
  preferred_name: 'Mari',
  birth_date: '2008-04-15',
  phone_mobile: '(555) 234-5678',
  optin_sms_ind: true,
  address_line_1: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  state_desc: 'Illinois',
  zip: '62704',
  race_white: true,
};

export async function benchAnswer(
  options: { port?: number; durationSeconds?: number; connections?: number; applicants?: number } = {},
): Promise<AnswerBenchResult> {
  const port = options.port ?? Number(process.env.BENCH_PORT || 4801);
  const duration = options.durationSeconds ?? Number(process.env.DURATION || 10);
  const connections = options.connections ?? Number(process.env.CONNECTIONS || 10);
  const applicants = options.applicants ?? Number(process.env.APPLICANTS || 5);

  const baseline = await loadBaseline(port, connections, duration);

  const databaseUrl = process.env.DATABASE_URL ?? '';
  const app = await startApp(port, { DATABASE_URL: databaseUrl });
  try {
    const { base } = app;
    const run = `${process.pid}.${Date.now().toString(36)}`;
    const cookies: string[] = [];
    for (let i = 0; i < applicants; i++) cookies.push(await loggedInCookie(base, app.mailDir, `bench.answer.${run}.${i}@example.org`));
    let next = 0;
    // Each connection calls as one of the applicants, in turn.
    const asApplicants = (client: Client) =>
      client.setHeaders({ 'content-type': 'application/json', origin: base, cookie: cookies[next++ % cookies.length] });
    const sessionRequest = { url: `${base}/api/session`, connections, setupClient: asApplicants };
    const answerRequest = { ...sessionRequest, url: `${base}/api/answer`, method: 'PUT' as const, body: JSON.stringify(ANSWERS) };
    const session = await load(sessionRequest, duration, 'GET /api/session');
    const answer = await load(answerRequest, duration, 'PUT /api/answer');
    return { engine: databaseUrl ? 'PostgreSQL' : 'SQLite', connections, durationSeconds: duration, baseline, session, answer };
  } finally {
    await app.stop();
  }
}

export function formatAnswerBench(result: AnswerBenchResult): string {
  return [
    `PUT /api/answer (${result.engine}, ${result.connections} connections, ${result.durationSeconds} s each):`,
    throughputLine('hello world', result.baseline),
    throughputLine('GET /api/session', result.session),
    throughputLine('PUT /api/answer', result.answer),
    `  PUT /api/answer: ${versusBaseline(result.answer, result.baseline)}`,
  ].join('\n');
}

export const answerBenchmark: Benchmark = {
  id: 'answer',
  title: 'PUT /api/answer beside hello world',
  run: () => benchAnswer().then(formatAnswerBench),
};

await runIfMain(import.meta.url, answerBenchmark);
