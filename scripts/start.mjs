// npm start: build the server (TypeScript to plain JavaScript in dist-server/) and the client, say which optional
// tools are missing, then serve client and API with Node alone on $PORT (default 3000), everything written under
// $DATA_DIR (default ./data). JSON settings are not part of the build: the server reads them from the repository.
import { accessSync, constants } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';

const clientDir = resolve(process.env.CLIENT_DIR || 'dist/client');

function run(what, args) {
  console.log(`Building the ${what}...`);
  const build = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

run('server', ['scripts/build-server.mjs']);
run('client', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir']);

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';
const missing = [];
if (!executable(chromium)) {
  missing.push(`Chromium at ${chromium} (PDF copies of applications; apt-get install chromium, or set CHROMIUM_PATH)`);
}
const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, name)));
if (!onPath('soffice')) {
  missing.push('LibreOffice soffice on PATH (.docx uploads; apt-get install libreoffice-writer-nogui)');
}
// .docx uploads are converted only inside LibreOffice's sandbox unless the operator opts out (SOFFICE_SANDBOX=off).
const sandboxMissing = ['bwrap', 'prlimit'].filter((name) => !onPath(name));
if (process.env.SOFFICE_SANDBOX?.trim() !== 'off' && sandboxMissing.length > 0) {
  missing.push(
    `${sandboxMissing.join(' and ')} on PATH (the sandbox .docx conversions run in; without it .docx uploads are not converted; apt-get install bubblewrap util-linux, or SOFFICE_SANDBOX=off)`,
  );
}
if (missing.length > 0) {
  console.warn(`Warning: optional tools missing, the rest works: ${missing.join('; ')}.`);
}

// libuv sizes its thread pool from the environment before the server's first module loads (src/server/thread-pool.ts).
const { THREAD_POOL_SIZE } = await import('../dist-server/server/thread-pool.js');
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  CLIENT_DIR: clientDir,
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE || String(THREAD_POOL_SIZE),
};
const server = spawn(process.execPath, ['dist-server/server/main.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
