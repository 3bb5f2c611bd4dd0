import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogOutput } from '../../../src/server/log-output.ts';

const TSX = createRequire(import.meta.url).resolve('tsx');
const MAIN = resolve('src/server/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'log-output-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A stdout whose reader takes nothing until `release` is called. */
function stuckSink() {
  const waiting: Array<() => void> = [];
  const sink = new Writable({
    write(_chunk, _encoding, done) {
      waiting.push(done);
    },
  });
  const written: string[] = [];
  const write = sink.write.bind(sink);
  sink.write = ((chunk: string) => {
    written.push(chunk);
    return write(chunk);
  }) as typeof sink.write;
  return { sink, written, release: () => waiting.splice(0).forEach((done) => done()) };
}

describe('the log output', () => {
  it('drops and counts lines while its bound is full, and says how many once the reader catches up', async () => {
    const { sink, written, release } = stuckSink();
    const output = createLogOutput(sink, 100);
    const line = `${'x'.repeat(39)}\n`;
    for (let i = 0; i < 5; i++) output.write(line);
    expect(written).toHaveLength(2);
    expect(output.dropped()).toBe(3);
    release();
    await new Promise((done) => setImmediate(done));
    output.write(line);
    expect(JSON.parse(written[2]!)).toMatchObject({ level: 40, droppedLogLines: 3 });
    expect(written[3]).toBe(line);
  });
});

describe('a server whose stdout nobody reads', () => {
  it('keeps answering /healthz and exits on SIGTERM within a few seconds', async () => {
    const child = spawn(process.execPath, ['--import', TSX, MAIN], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', LOOKUP_DATA_DIR: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let stdout = '';
    let stderr = '';
    const reading = (chunk: Buffer) => (stdout += chunk);
    child.stdout.on('data', reading);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    try {
      let address: string | undefined;
      for (let i = 0; i < 600 && !address && child.exitCode === null; i++) {
        address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
        if (!address) await new Promise((done) => setTimeout(done, 100));
      }
      expect(address, stderr).toBeDefined();
      // From here on nobody reads: the pipe (64 KB) and the reader's buffer fill, then the server's own.
      child.stdout.off('data', reading);
      child.stdout.pause();

      // Each request logs its path: 8 KB lines fill the pipe within a few requests, and 300 of them 2 MB.
      const longPath = `/no-such-page/${'a'.repeat(8000)}`;
      for (let i = 0; i < 300; i++) {
        const answered = await fetch(`${address}${longPath}`, { signal: AbortSignal.timeout(2000) }).then(
          () => true,
          () => false,
        );
        if (!answered) break;
      }

      const health = await fetch(`${address}/healthz`, { signal: AbortSignal.timeout(3000) }).catch((error: Error) => error);
      expect(health instanceof Response ? health.status : health.message).toBe(200);

      const sentAt = Date.now();
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'still running'>((done) => setTimeout(() => done('still running'), 5000))]);
      expect(code).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(5000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
