import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../helpers/fresh-database.ts';

/** The process types as `npm run serve` and `npm run worker` start them (the same modules, from the sources). */
const TSX = createRequire(import.meta.url).resolve('tsx');
const MAIN = resolve('src/server/main.ts');
const WORKER = resolve('src/server/worker-main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'process-types-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let database: FreshDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function startProcess(module: string, env: Record<string, string> = {}) {
  database = await freshDatabase();
  const child = spawn(process.execPath, ['--import', TSX, module], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LOOKUP_DATA_DIR: 'none',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  let address: string | undefined;
  for (let i = 0; i < 1200 && !address && child.exitCode === null; i++) {
    address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    if (!address) await new Promise((done) => setTimeout(done, 100));
  }
  if (!address) throw new Error(`did not start: ${stderr}`);
  return { child, exited, address, stdout: () => stdout, stderr: () => stderr };
}

async function waitFor(read: () => string, text: string): Promise<void> {
  for (let i = 0; i < 600 && !read().includes(text); i++) await new Promise((done) => setTimeout(done, 20));
  expect(read()).toContain(text);
}

describe('SIGTERM while a request is in flight', () => {
  it('stops accepting connections, answers the request, and exits 0', async () => {
    const server = await startProcess(MAIN);
    const url = new URL(`${server.address}/public/login`);
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'Not-the-password-1' });
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.address },
    });
    const answer = new Promise<{ status: number; text: string }>((done, fail) => {
      request.on('response', (response: IncomingMessage) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', fail);
    });
    // Half the body is sent: the request is in flight when the signal comes.
    request.write(body.slice(0, 10));
    await new Promise((done) => setTimeout(done, 200));
    server.child.kill('SIGTERM');
    await waitFor(server.stdout, '"signal":"SIGTERM"');
    // No new connection is taken any more (once the jobs are handed back, which comes first).
    let refused = false;
    for (let i = 0; i < 50 && !refused; i++) {
      refused = await fetch(`${server.address}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((done) => setTimeout(done, 100));
    }
    expect(refused).toBe(true);
    request.end(body.slice(10));
    const response = await answer;
    // The route itself answered (a refused login), not a cut connection or a 503 of a closing server.
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
    expect(JSON.parse(response.text)).toHaveProperty('message');
    expect(await server.exited).toBe(0);
    expect(server.stderr()).toBe('');
  }, 120_000);
});

describe('npm run worker', () => {
  it('runs the jobs, answers the health probes on its own port, and exits 0 on SIGTERM', async () => {
    // JOBS_WORKER=off is for web processes: a worker runs the jobs whatever it says.
    const worker = await startProcess(WORKER, { JOBS_WORKER: 'off' });
    // Logged once listen() has returned, so a moment after Fastify's own "Server listening" line.
    await waitFor(worker.stdout, '"processType":"worker","jobsWorker":true');
    expect((await fetch(`${worker.address}/healthz`)).status).toBe(200);
    const ready = await fetch(`${worker.address}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.stderr()).toBe('');
  }, 120_000);

  it('npm run serve with JOBS_WORKER=off runs none', async () => {
    const web = await startProcess(MAIN, { JOBS_WORKER: 'off' });
    await waitFor(web.stdout, '"processType":"server","jobsWorker":false');
    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
  }, 120_000);
});
