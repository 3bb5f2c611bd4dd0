import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A step of the preview that runs a command in the workspace; its output is kept to show when it fails. */
function run(root: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(output.trim() || `exit code ${code}`))));
  });
}

/** The server compiled as `npm start` compiles it; it reads the workspace's staff files at run time. */
export const buildServer = (root: string) => run(root, ['scripts/build-server.mjs']);

/** The client built from the workspace's files into a folder of its own, so the running version keeps its files. */
export async function buildClient(root: string, version: number): Promise<string> {
  const outDir = join(root, 'dist', `client-${version}`);
  await run(root, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']);
  return outDir;
}

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The real server on loopback, on its embedded defaults in the preview's own data folder: SQLite, local files, mail
 * written to files, jobs in process. The environment is built from scratch so no production setting (a database URL,
 * an SMTP server, a bucket) can reach it.
 */
export function startServer(root: string, options: { port: number; clientDir: string; dataDir: string; publicUrl: string; tenant: string }): Promise<AppServer> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl,
    DATA_DIR: options.dataDir,
    MAIL_DIR: join(options.dataDir, 'mail'),
    CLIENT_DIR: options.clientDir,
    LOG_LEVEL: 'warn',
    TENANT: options.tenant,
  };
  if (process.env.CHROMIUM_PATH) env.CHROMIUM_PATH = process.env.CHROMIUM_PATH;
  const child: ChildProcess = spawn(process.execPath, ['dist-server/server/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const origin = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    let settled = false;
    child.once('exit', (code) => {
      if (!settled) reject(new Error(output.trim() || `the server stopped with exit code ${code}`));
      settled = true;
    });
    const poll = async () => {
      if (settled) return;
      try {
        const response = await fetch(`${origin}/healthz`);
        if (response.ok) {
          settled = true;
          resolve({
            origin,
            async stop() {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              await exited;
            },
          });
          return;
        }
      } catch {
        // not listening yet
      }
      setTimeout(() => void poll(), 200);
    };
    void poll();
  });
}
