/**
 * Sign-up and login latency on the real server: starts `src/server/main.ts` in its own process (a temporary
 * DATA_DIR with SQLite, or DATABASE_URL when set; mail files), then times RUNS sign-ups and RUNS logins one after
 * another over HTTP and prints the medians. Run alone with `npx tsx bench/auth.ts` (BENCH_PORT, default 4302; RUNS, default 30).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeIn, readMails } from '../tests/support/mail-files.ts';

export interface AuthBenchResult {
  runs: number;
  signupMedianMs: number;
  loginMedianMs: number;
  signupP95Ms: number;
  loginP95Ms: number;
}

const PASSWORD = 'Bench-Password-123';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export async function benchAuth(runs = Number(process.env.RUNS || 30), port = Number(process.env.BENCH_PORT || 4302)): Promise<AuthBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base, child);
    const post = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return performance.now() - started;
    };
    const stamp = Date.now().toString(36);
    const emails = Array.from({ length: runs + 1 }, (_, i) => `bench.${stamp}.${i}@example.org`);
    const signups: number[] = [];
    for (const email of emails) signups.push(await post('/public/signup', { username: email, password: PASSWORD }));
    // Codes arrive as files; wait until every one is written, then confirm each account.
    const mailDir = join(dataDir, 'mail');
    for (let i = 0; i < 100 && readMails(mailDir).length < emails.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = readMails(mailDir);
    for (const email of emails) {
      const mail = mails.find((m) => m.to === email);
      if (!mail) throw new Error(`no code for ${email}`);
      await post('/public/confirm', { username: email, code: codeIn(mail) });
    }
    const logins: number[] = [];
    for (const email of emails) logins.push(await post('/public/login', { username: email, password: PASSWORD }));
    // The first of each is a warm-up (JIT, first argon2 thread).
    const s = signups.slice(1);
    const l = logins.slice(1);
    return {
      runs,
      signupMedianMs: percentile(s, 0.5),
      loginMedianMs: percentile(l, 0.5),
      signupP95Ms: percentile(s, 0.95),
      loginP95Ms: percentile(l, 0.95),
    };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchAuth();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`auth (${result.runs} runs each, real server, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}):`);
  console.log(`  sign-up  median ${ms(result.signupMedianMs)}  p95 ${ms(result.signupP95Ms)}`);
  console.log(`  login    median ${ms(result.loginMedianMs)}  p95 ${ms(result.loginP95Ms)}`);
}
