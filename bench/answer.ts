/**
 * PUT /api/answer throughput on the real server, beside a hello-world baseline measured the same way in the same
 * run: a bare Fastify app answering `{hello: 'world'}` in its own process, then `src/server/main.ts` (SQLite in a
 * temporary DATA_DIR; PostgreSQL when DATABASE_URL is set) with APPLICANTS logged-in applicants, each connection
 * saving a realistic About You body (12 answers) as one of them; GET /api/session, the session check alone, shows
 * what every /api call pays before its own work. autocannon drives each with CONNECTIONS connections for DURATION
 * seconds and reports req/s and p50/p99 latency. Every call must answer 200, or the run fails.
 * Run alone with `npx tsx bench/answer.ts` (BENCH_PORT, default 4801; DURATION 10; CONNECTIONS 10; APPLICANTS 5).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Client, type Result } from 'autocannon';
import { codeIn, readMails } from '../tests/support/mail-files.ts';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

export interface AnswerBenchResult {
  engine: 'SQLite' | 'PostgreSQL';
  connections: number;
  durationSeconds: number;
  baseline: Throughput;
  /** GET /api/session: the session check every /api call makes, alone. */
  session: Throughput;
  answer: Throughput;
}

const PASSWORD = 'Bench-Password-123';

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

const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function throughput(result: Result, what: string): Throughput {
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${what}: ${result.errors} errors, ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)})`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** Signs an applicant up, confirms with the mailed code and logs in; returns the Cookie header of the session. */
async function logIn(base: string, mailDir: string, username: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response;
  };
  await post('/public/signup', { username, password: PASSWORD });
  let mail;
  for (let i = 0; i < 200 && !mail; i++) {
    mail = readMails(mailDir).find((m) => m.to === username);
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!mail) throw new Error(`no code for ${username}`);
  await post('/public/confirm', { username, code: codeIn(mail) });
  const login = await post('/public/login', { username, password: PASSWORD });
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function benchAnswer(
  options: { port?: number; durationSeconds?: number; connections?: number; applicants?: number } = {},
): Promise<AnswerBenchResult> {
  const port = options.port ?? Number(process.env.BENCH_PORT || 4801);
  const duration = options.durationSeconds ?? Number(process.env.DURATION || 10);
  const connections = options.connections ?? Number(process.env.CONNECTIONS || 10);
  const applicants = options.applicants ?? Number(process.env.APPLICANTS || 5);
  const base = `http://127.0.0.1:${port}`;

  const hello = start(['--input-type=module', '-e', HELLO_WORLD], { PORT: String(port) });
  let baseline: Throughput;
  try {
    await waitFor(`${base}/`, hello);
    await autocannon({ url: `${base}/`, connections, duration: 1 }); // warm-up
    baseline = throughput(await autocannon({ url: `${base}/`, connections, duration }), 'hello world');
  } finally {
    await stop(hello);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-answer-'));
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const server = start(['--import', 'tsx', 'src/server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: '',
    SMTP_URL: '',
  });
  try {
    await waitFor(`${base}/healthz`, server);
    const run = `${process.pid}.${Date.now().toString(36)}`;
    const cookies: string[] = [];
    for (let i = 0; i < applicants; i++) cookies.push(await logIn(base, join(dataDir, 'mail'), `bench.answer.${run}.${i}@example.org`));
    let next = 0;
    // Each connection calls as one of the applicants, in turn.
    const asApplicants = (client: Client) =>
      client.setHeaders({ 'content-type': 'application/json', origin: base, cookie: cookies[next++ % cookies.length] });
    const sessionRequest = { url: `${base}/api/session`, connections, setupClient: asApplicants };
    const answerRequest = { ...sessionRequest, url: `${base}/api/answer`, method: 'PUT' as const, body: JSON.stringify(ANSWERS) };
    await autocannon({ ...answerRequest, duration: 1 }); // warm-up
    const session = throughput(await autocannon({ ...sessionRequest, duration }), 'GET /api/session');
    const answer = throughput(await autocannon({ ...answerRequest, duration }), 'PUT /api/answer');
    return { engine: databaseUrl ? 'PostgreSQL' : 'SQLite', connections, durationSeconds: duration, baseline, session, answer };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatAnswerBench(result: AnswerBenchResult): string {
  const line = (label: string, t: Throughput) =>
    `  ${label.padEnd(16)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${t.p50Ms.toFixed(1)} ms   p99 ${t.p99Ms.toFixed(1)} ms`;
  const ratio = (result.answer.requestsPerSecond / result.baseline.requestsPerSecond) * 100;
  return [
    `PUT /api/answer (${result.engine}, ${result.connections} connections, ${result.durationSeconds} s each):`,
    line('hello world', result.baseline),
    line('GET /api/session', result.session),
    line('PUT /api/answer', result.answer),
    `  PUT /api/answer runs at ${ratio.toFixed(1)}% of the hello-world rate`,
  ].join('\n');
}

export const answerBench = { name: 'PUT /api/answer', run: () => benchAnswer().then(formatAnswerBench) };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatAnswerBench(await benchAnswer()));
}
