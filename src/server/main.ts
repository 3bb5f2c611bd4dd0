import { loadConfig } from './config.ts';
import { describeError } from './describe-error.ts';
import { createLogOutput } from './log-output.ts';
import { readStaffFilesFrom } from './staff-folder/register.ts';

/** What a shutdown waits for the log lines still buffered before it exits. */
const LOG_DRAIN_MS = 1000;

/** Starts the server; any problem at start is one clear line on stderr and exit code 1, never a stack trace. */
async function main(): Promise<void> {
  let app;
  const logs = createLogOutput();
  try {
    const config = loadConfig();
    if (config.staffDir) readStaffFilesFrom(config.staffDir);
    // Loaded after the environment is checked, so a bad variable is reported at once, and after the staff files'
    // hook is registered, so every JSON import of the app is read from STAFF_DIR.
    const { buildApp } = await import('./app.ts');
    app = await buildApp(config, { logStream: logs });
    await app.listen({ port: config.port, host: config.host });
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
    // Open keep-alive connections or a stuck query must not keep the process alive for ever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => logs.drained(LOG_DRAIN_MS).then(() => process.exit(0)),
      () => logs.drained(LOG_DRAIN_MS).then(() => process.exit(1)),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
