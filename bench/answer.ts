/**
 * PUT /api/answer throughput on the real server (`src/server/main.ts`; SQLite in a temporary DATA_DIR, PostgreSQL
 * when DATABASE_URL is set) beside `GET /healthz` on the same server in the same run. APPLICANTS logged-in
 * applicants; each connection saves a realistic About You body (12 answers) as one of them. GET /api/session, the
 * session check alone, shows what every /api call pays before its own work. autocannon drives each with CONNECTIONS
 * connections for DURATION seconds (after a 1 s warm-up) and reports req/s and p50/p99 latency. Every call must
 * answer 200, or the run fails. Goal: PUT /api/answer at least half the /healthz rate, p99 at most 50 ms.
 * On Linux each line also gives the server's CPU time per request, and their ratio: on a machine busy with other
 * work the rates move with it, the CPU per request much less.
 * Then the same saves with drafts flowing: half the connections save, the other half send the same answers to
 * PUT /api/draft (what a typing applicant's page sends after each pause), both at once on the same server; goal
 * there: saves and drafts together at least half the /healthz rate, each p99 at most 50 ms.
 * Run alone with `npx tsx bench/answer.ts` (BENCH_PORT, default 4801; DURATION 10; CONNECTIONS 100; APPLICANTS 5).
 */
import type { Client } from 'autocannon';
import { loggedInCookie } from './support/accounts.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { load } from './support/load.ts';
import { startApp } from './support/processes.ts';
import { ms, throughputLine, type Throughput } from './support/stats.ts';

interface AnswerBenchResult {
  engine: 'SQLite' | 'PostgreSQL';
  connections: number;
  durationSeconds: number;
  healthz: Throughput;
  /** GET /api/session: the session check every /api call makes, alone. */
  session: Throughput;
  answer: Throughput;
  /** Saves and drafts sent at the same time, half the connections each. */
  withDrafts: { answer: Throughput; draft: Throughput };
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

async function benchAnswer(options: { port?: number; durationSeconds?: number; connections?: number; applicants?: number } = {}): Promise<AnswerBenchResult> {
  const port = options.port ?? Number(process.env.BENCH_PORT || 4801);
  const duration = options.durationSeconds ?? Number(process.env.DURATION || 10);
  const connections = options.connections ?? Number(process.env.CONNECTIONS || 100);
  const applicants = options.applicants ?? Number(process.env.APPLICANTS || 5);

  const databaseUrl = process.env.DATABASE_URL ?? '';
  const app = await startApp(port, { DATABASE_URL: databaseUrl });
  try {
    const { base } = app;
    const run = `${process.pid}.${Date.now().toString(36)}`;
    const cookies: string[] = [];
    for (let i = 0; i < applicants; i++) cookies.push(await loggedInCookie(base, app.mailDir, `bench.answer.${run}.${i}@example.org`));
    let next = 0;
    // Each connection calls as one of the applicants, in turn.
    const asApplicants = (client: Client) => client.setHeaders({ 'content-type': 'application/json', origin: base, cookie: cookies[next++ % cookies.length] });
    const sessionRequest = { url: `${base}/api/session`, connections, setupClient: asApplicants };
    const answerRequest = { ...sessionRequest, url: `${base}/api/answer`, method: 'PUT' as const, body: JSON.stringify(ANSWERS) };
    const pid = app.child.pid;
    const healthz = await load({ url: `${base}/healthz`, connections }, duration, 'GET /healthz', pid);
    const session = await load(sessionRequest, duration, 'GET /api/session', pid);
    const answer = await load(answerRequest, duration, 'PUT /api/answer', pid);
    // Side by side: each run's CPU share cannot be told apart, so only rates and latencies are reported.
    const half = Math.max(1, Math.floor(connections / 2));
    const [answerBeside, draft] = await Promise.all([
      load({ ...answerRequest, connections: half }, duration, 'PUT /api/answer beside drafts'),
      load(
        { ...answerRequest, connections: half, url: `${base}/api/draft`, body: JSON.stringify({ answers: ANSWERS, drop: [] }) },
        duration,
        'PUT /api/draft beside saves',
      ),
    ]);
    return {
      engine: databaseUrl ? 'PostgreSQL' : 'SQLite',
      connections,
      durationSeconds: duration,
      healthz,
      session,
      answer,
      withDrafts: { answer: answerBeside, draft },
    };
  } finally {
    await app.stop();
  }
}

/** The goal: at least half the /healthz rate, p99 at most 50 ms (errors already fail the run). */
const ANSWER_GOAL = { shareOfHealthz: 0.5, p99Ms: 50 };

/** /healthz's CPU per request over the save's: the rate ratio a machine of the server's own would give, steadier on a shared one. */
function cpuShare({ healthz, answer }: AnswerBenchResult): string[] {
  if (healthz.cpuMicrosPerRequest === undefined || answer.cpuMicrosPerRequest === undefined) return [];
  return [`  PUT /api/answer by server CPU per request: ${(healthz.cpuMicrosPerRequest / answer.cpuMicrosPerRequest).toFixed(2)}x /healthz's`];
}

/** Saves and drafts at once: their rates together against /healthz's, and the worse p99 of the two. */
function withDraftsLines({ healthz, withDrafts: { answer, draft } }: AnswerBenchResult): string[] {
  const share = (answer.requestsPerSecond + draft.requestsPerSecond) / healthz.requestsPerSecond;
  const p99 = Math.max(answer.p99Ms, draft.p99Ms);
  const met = share >= ANSWER_GOAL.shareOfHealthz && p99 <= ANSWER_GOAL.p99Ms;
  return [
    `  with drafts flowing (half the connections each, at once):`,
    throughputLine('PUT /api/answer', answer),
    throughputLine('PUT /api/draft', draft),
    `  saves + drafts: ${share.toFixed(2)}x the /healthz rate, p99 ${ms(p99)} (goal >= ${ANSWER_GOAL.shareOfHealthz}x, p99 <= ${ANSWER_GOAL.p99Ms} ms: ${met ? 'met' : 'NOT met'})`,
  ];
}

function formatAnswerBench(result: AnswerBenchResult): string {
  const share = result.answer.requestsPerSecond / result.healthz.requestsPerSecond;
  const met = share >= ANSWER_GOAL.shareOfHealthz && result.answer.p99Ms <= ANSWER_GOAL.p99Ms;
  return [
    `PUT /api/answer (${result.engine}, ${result.connections} connections, ${result.durationSeconds} s each, same server):`,
    throughputLine('GET /healthz', result.healthz),
    throughputLine('GET /api/session', result.session),
    throughputLine('PUT /api/answer', result.answer),
    `  PUT /api/answer: ${share.toFixed(2)}x the /healthz rate, p99 ${ms(result.answer.p99Ms)} ` +
      `(goal >= ${ANSWER_GOAL.shareOfHealthz}x, p99 <= ${ANSWER_GOAL.p99Ms} ms: ${met ? 'met' : 'NOT met'})`,
    `  GET /api/session: ${(result.session.requestsPerSecond / result.healthz.requestsPerSecond).toFixed(2)}x the /healthz rate`,
    ...cpuShare(result),
    ...withDraftsLines(result),
  ].join('\n');
}

export const answerBenchmark: Benchmark = {
  id: 'answer',
  title: 'PUT /api/answer beside GET /healthz on the same server, alone and with drafts flowing',
  run: () => benchAnswer().then(formatAnswerBench),
};

await runIfMain(import.meta.url, answerBenchmark);
