import { loadConfig, type Config } from '../config.ts';
import { describeError } from '../describe-error.ts';
import { createLogOutput } from '../log-output.ts';
import { readStaffFilesFrom } from '../staff-folder/register.ts';

/** What a shutdown waits for the log lines still buffered before it exits. */
const LOG_DRAIN_MS = 1000;
/** Open keep-alive connections, a stuck query or a handler that ignores its abort must not keep the process for ever. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * The process types: `server` is `npm start`/`npm run serve` (web requests, and the jobs unless JOBS_WORKER=off);
 * `worker` is `npm run worker` (the jobs: conversions, PDFs, webhooks, cleanups), which always runs them and
 * listens only for Chromium's print view and health probes.
 */
export type ProcessType = 'server' | 'worker';

function configFor(type: ProcessType, config: Config): Config {
  return type === 'worker' ? { ...config, jobsWorker: true } : config;
}

/**
 * Starts the process; any problem at start is one clear line on stderr and exit code 1, never a stack trace. On
 * SIGTERM or SIGINT: stop accepting connections, finish the requests in flight, give running jobs back, exit 0.
 */
export async function runServer(type: ProcessType): Promise<void> {
  let app;
  const logs = createLogOutput();
  try {
    const config = configFor(type, loadConfig());
    if (config.staffDir) readStaffFilesFrom(config.staffDir);
    // Loaded after the environment is checked, so a bad variable is reported at once, and after the staff files'
    // hook is registered, so every JSON import of the app is read from STAFF_DIR.
    const { buildApp } = await import('../app.ts');
    app = await buildApp(config, { logStream: logs });
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ processType: type, jobsWorker: config.jobsWorker }, 'process started');
  } catch (error) {
    process.stderr.write(`Cannot start: ${describeError(error)}\n`);
    await app?.close().catch(() => undefined);
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
    timer.unref();
    // Fastify's close: no new connections, requests in flight answered, then the plugins' hooks (the job queue
    // gives its running jobs back before anything they use closes).
    app.close().then(
      () => logs.drained(LOG_DRAIN_MS).then(() => process.exit(0)),
      () => logs.drained(LOG_DRAIN_MS).then(() => process.exit(1)),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
