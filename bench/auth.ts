/**
 * Sign-up and login latency on the real server: starts `src/server/main.ts` in its own process (a temporary
 * DATA_DIR with SQLite, or DATABASE_URL when set; mail files), then times RUNS sign-ups and RUNS logins one after
 * another over HTTP and prints the medians. Run alone with `npx tsx bench/auth.ts` (BENCH_PORT, default 4302; RUNS, default 30).
 */
import { codeIn } from '../tests/support/mail-files.ts';
import { BENCH_PASSWORD, mailTo, postJson } from './support/accounts.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { startApp } from './support/processes.ts';
import { ms, percentile } from './support/stats.ts';

interface AuthBenchResult {
  engine: 'SQLite' | 'PostgreSQL';
  runs: number;
  signupMedianMs: number;
  loginMedianMs: number;
  signupP95Ms: number;
  loginP95Ms: number;
}

async function benchAuth(runs = Number(process.env.RUNS || 30), port = Number(process.env.BENCH_PORT || 4302)): Promise<AuthBenchResult> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const app = await startApp(port, { DATABASE_URL: databaseUrl });
  try {
    const timed = async (path: string, body: unknown) => {
      const started = performance.now();
      await postJson(app.base, path, body);
      return performance.now() - started;
    };
    const stamp = Date.now().toString(36);
    const emails = Array.from({ length: runs + 1 }, (_, i) => `bench.${stamp}.${i}@example.org`);
    const signups: number[] = [];
    for (const email of emails) signups.push(await timed('/public/signup', { username: email, password: BENCH_PASSWORD }));
    for (const email of emails) await postJson(app.base, '/public/confirm', { username: email, code: codeIn(await mailTo(app.mailDir, email)) });
    const logins: number[] = [];
    for (const email of emails) logins.push(await timed('/public/login', { username: email, password: BENCH_PASSWORD }));
    // The first of each is a warm-up (JIT, first argon2 thread).
    const s = signups.slice(1);
    const l = logins.slice(1);
    return {
      engine: databaseUrl ? 'PostgreSQL' : 'SQLite',
      runs,
      signupMedianMs: percentile(s, 0.5),
      loginMedianMs: percentile(l, 0.5),
      signupP95Ms: percentile(s, 0.95),
      loginP95Ms: percentile(l, 0.95),
    };
  } finally {
    await app.stop();
  }
}

function formatAuthBench(result: AuthBenchResult): string {
  return [
    `Sign-up and login (${result.runs} runs each, one after another, real server, ${result.engine}):`,
    `  sign-up  median ${ms(result.signupMedianMs)}  p95 ${ms(result.signupP95Ms)}`,
    `  login    median ${ms(result.loginMedianMs)}  p95 ${ms(result.loginP95Ms)}`,
  ].join('\n');
}

export const authBenchmark: Benchmark = { id: 'auth', title: 'sign-up and login latency', run: () => benchAuth().then(formatAuthBench) };

await runIfMain(import.meta.url, authBenchmark);
