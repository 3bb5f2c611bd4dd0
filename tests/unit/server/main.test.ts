import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../../../src/server/db/connect.ts';

/** `src/server/main.ts` from the sources (npm start runs the same module compiled), from any working folder. */
const TSX = createRequire(import.meta.url).resolve('tsx');
const MAIN = resolve('src/server/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'main-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(env: Record<string, string>, cwd = process.cwd()) {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk));
  const exited = new Promise<Run>((done) => child.on('exit', (code) => done({ ...run, code })));
  return { child, run, exited };
}

function expectOneLine(run: Run, line: string): void {
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(`Cannot start: ${line}\n`);
  expect(run.stdout).toBe('');
}

/** A TCP port that accepts connections and never answers: a database behind a dead firewall rule. */
async function silentPort(): Promise<{ port: number; server: Server; firstConnection: Promise<number> }> {
  const server = createServer();
  const firstConnection = new Promise<number>((done) => server.once('connection', () => done(Date.now())));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as { port: number }).port, server, firstConnection };
}

describe('src/server/main.ts refuses bad input with one line and exit 1', () => {
  it('names PORT when it is not a number', async () => {
    expectOneLine(await startServer({ PORT: 'abc' }).exited, 'PORT must be a whole number from 0 to 65535 (got "abc")');
  }, 120_000);

  it('names DATABASE_URL when nothing listens there, without repeating its password', async () => {
    const { port, server } = await silentPort();
    await new Promise((done) => server.close(done));
    const run = await startServer({ DATABASE_URL: `postgres://app:hunter2@127.0.0.1:${port}/admissions` }).exited;
    expectOneLine(run, `DATABASE_URL: cannot connect to the database (connect ECONNREFUSED 127.0.0.1:${port})`);
  }, 120_000);

  it('gives up on a DATABASE_URL that never answers after a short timeout', async () => {
    const { port, server, firstConnection } = await silentPort();
    try {
      const run = await startServer({ DATABASE_URL: `postgres://app@127.0.0.1:${port}/admissions` }).exited;
      const exitedAt = Date.now();
      expectOneLine(run, 'DATABASE_URL: cannot connect to the database (Connection terminated due to connection timeout)');
      // Measured from the server's first connection attempt, so a slow start on a loaded machine does not count.
      expect(exitedAt - (await firstConnection)).toBeLessThan(CONNECT_TIMEOUT_MS + 10_000);
    } finally {
      server.close();
    }
  }, 120_000);

  it('names the tenant file and the JSON pointer when the tenant breaks its schema', async () => {
    // A working folder with a tenants/ of its own: the server reads tenants/ from where it runs.
    const cwd = mkdtempSync(join(tmpdir(), 'main-test-tenant-'));
    try {
      mkdirSync(join(cwd, 'tenants'));
      cpSync('tenants/tenant.schema.json', join(cwd, 'tenants', 'tenant.schema.json'));
      cpSync('tenants/demo', join(cwd, 'tenants', 'broken'), { recursive: true });
      const tenant = JSON.parse(readFileSync('tenants/demo/tenant.json', 'utf8'));
      writeFileSync(join(cwd, 'tenants', 'broken', 'tenant.json'), JSON.stringify({ ...tenant, characterLimit: 'lots' }));
      const run = await startServer({ TENANT: 'broken' }, cwd).exited;
      expectOneLine(run, 'tenants/broken/tenant.json /characterLimit: must be integer');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('src/server/main.ts shuts down gracefully', () => {
  it('on SIGTERM: stops listening, closes the database and exits 0', async () => {
    const server = startServer({ LOG_LEVEL: 'info' });
    let address: string | undefined;
    for (let i = 0; i < 600 && !address; i++) {
      address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.run.stdout)?.[1];
      if (server.run.code !== null || server.child.exitCode !== null) break;
      if (!address) await new Promise((done) => setTimeout(done, 100));
    }
    expect(address, server.run.stderr).toBeDefined();
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    const run = await server.exited;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"signal":"SIGTERM"');
    expect(run.stderr).toBe('');
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  }, 120_000);
});
