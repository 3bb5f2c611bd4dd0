import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THREAD_POOL_SIZE } from '../../src/server/thread-pool.ts';

export interface Running {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface RunningApp extends Running {
  dataDir: string;
  mailDir: string;
}

const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Polls the URL until it answers OK; fails at once when the process exits. */
async function waitFor(url: string, child: ChildProcess, attempts = 600): Promise<void> {
  for (let i = 0; i < attempts; i++) {
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

/** A bare Fastify app answering `{hello: 'world'}` at `/`, in a process of its own: the baseline. */
export async function startHelloWorld(port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { base, child, stop: () => stopChild(child) };
}

/**
 * The real server (`src/server/main.ts`) in a process of its own, on loopback, with a temporary DATA_DIR (SQLite,
 * mail files) removed on stop. `env` adds or overrides variables (DATABASE_URL, LOOKUP_DATA_DIR, LOG_LEVEL…); `cwd`
 * runs another checkout's server (a baseline beside this one), the current directory's by default.
 */
export async function startApp(port: number, env: Record<string, string> = {}, stdout: 'ignore' | 'pipe' = 'ignore', cwd?: string): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-app-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOOKUP_DATA_DIR: 'none',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: '',
      SMTP_URL: '',
      // As npm start sizes it: one libuv thread per concurrent password hash plus libuv's default.
      UV_THREADPOOL_SIZE: String(THREAD_POOL_SIZE),
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
    cwd,
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/healthz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, dataDir, mailDir: join(dataDir, 'mail'), stop };
}
