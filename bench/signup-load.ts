/**
 * What a crowd of sign-ups costs everybody else (password hashing must not starve other requests). The real server
 * (`src/server/main.ts`; SQLite in a temporary DATA_DIR, PostgreSQL when DATABASE_URL is set) and one logged-in
 * applicant. GET /api/profile is
 * timed one call after another in ROUNDS rounds: on the idle server (SAMPLES calls in all), then while a burst of
 * PARALLEL sign-ups sent at once is answered. Every call must answer 200. Reported: p50 and p99 of each and the
 * ratio of the p99s. Goal: p99 during the sign-ups at most 3x the idle p99.
 * Run alone with `npx tsx bench/signup-load.ts` (BENCH_PORT, default 4303; SAMPLES 600; ROUNDS 3; PARALLEL 20).
 */
import { BENCH_PASSWORD, loggedInCookie, postJson } from './support/accounts.ts';
import { runIfMain, type Benchmark } from './support/benchmark.ts';
import { startApp } from './support/processes.ts';
import { ms, percentile } from './support/stats.ts';

interface SignupLoadResult {
  engine: 'SQLite' | 'PostgreSQL';
  parallel: number;
  rounds: number;
  idle: { p50Ms: number; p99Ms: number; samples: number };
  duringSignups: { p50Ms: number; p99Ms: number; samples: number };
  /** How long one burst took, from the first sign-up sent to the last answered (median of the rounds). */
  burstMedianMs: number;
}

/** The p99 during sign-ups may be at most this multiple of the idle p99. */
const SIGNUP_LOAD_GOAL = 3;

async function timedProfile(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/profile: ${response.status}`);
  return performance.now() - started;
}

const summary = (samples: number[]) => ({ p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99), samples: samples.length });

async function benchSignupLoad(options: { port?: number; samples?: number; rounds?: number; parallel?: number } = {}): Promise<SignupLoadResult> {
  const port = options.port ?? Number(process.env.BENCH_PORT || 4303);
  const samples = options.samples ?? Number(process.env.SAMPLES || 600);
  const rounds = options.rounds ?? Number(process.env.ROUNDS || 3);
  const parallel = options.parallel ?? Number(process.env.PARALLEL || 20);
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const app = await startApp(port, { DATABASE_URL: databaseUrl });
  try {
    const run = `${process.pid}.${Date.now().toString(36)}`;
    const cookie = await loggedInCookie(app.base, app.mailDir, `bench.profile.${run}@example.org`);
    const profileUrl = `${app.base}/api/profile`;
    // Warm-up: JIT, the first argon2 thread, prepared statements.
    await postJson(app.base, '/public/signup', { username: `bench.warm.${run}@example.org`, password: BENCH_PASSWORD });
    for (let i = 0; i < 50; i++) await timedProfile(profileUrl, cookie);

    // Idle and busy samples alternate round by round, so a change in the machine's other load touches both alike.
    const idle: number[] = [];
    const during: number[] = [];
    const bursts: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < samples / rounds; i++) idle.push(await timedProfile(profileUrl, cookie));
      const started = performance.now();
      let done = false;
      const signups = Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          postJson(app.base, '/public/signup', { username: `bench.crowd.${run}.${round}.${i}@example.org`, password: BENCH_PASSWORD }),
        ),
      ).finally(() => {
        done = true;
      });
      while (!done) during.push(await timedProfile(profileUrl, cookie));
      await signups;
      bursts.push(performance.now() - started);
    }
    return {
      engine: databaseUrl ? 'PostgreSQL' : 'SQLite',
      parallel,
      rounds,
      idle: summary(idle),
      duringSignups: summary(during),
      burstMedianMs: percentile(bursts, 0.5),
    };
  } finally {
    await app.stop();
  }
}

function formatSignupLoad(result: SignupLoadResult): string {
  const ratio = result.duringSignups.p99Ms / Math.max(result.idle.p99Ms, 0.001);
  const line = (label: string, s: SignupLoadResult['idle']) => `  ${label.padEnd(34)} p50 ${ms(s.p50Ms)}   p99 ${ms(s.p99Ms)}   (${s.samples})`;
  return [
    `GET /api/profile beside parallel sign-ups (${result.engine}, real server, one call after another):`,
    line('idle', result.idle),
    line(`during ${result.parallel} parallel sign-ups (x${result.rounds})`, result.duringSignups),
    `  a burst of ${result.parallel} sign-ups took ${ms(result.burstMedianMs)} (median)`,
    `  p99 during sign-ups: ${ratio.toFixed(2)}x the idle p99 (goal <= ${SIGNUP_LOAD_GOAL}x: ${ratio <= SIGNUP_LOAD_GOAL ? 'met' : 'NOT met'})`,
  ].join('\n');
}

export const signupLoadBenchmark: Benchmark = {
  id: 'signup-load',
  title: 'GET /api/profile p99 idle and during parallel sign-ups',
  run: () => benchSignupLoad().then(formatSignupLoad),
};

await runIfMain(import.meta.url, signupLoadBenchmark);
