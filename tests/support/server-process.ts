import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/** `src/server/main.ts` from the sources, as `npm run serve` runs it compiled. */
const TSX = createRequire(import.meta.url).resolve('tsx');
const MAIN = resolve('src/server/main.ts');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` the process listens on. */
  url: string;
  child: ChildProcess;
  /** What the process wrote so far (for a failing test's message). */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts one real server process (its own Node, its own memory) on a free port of 127.0.0.1 and resolves once it
 * listens. `env` is the whole configuration beside PATH, so processes sharing a database are told so explicitly.
 */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start within ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        done(found);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
