import { loadConfig } from './config.ts';
import { describeError } from './describe-error.ts';
import { readStaffFilesFrom } from './staff-folder/register.ts';

/** Starts the server; any problem at start is one clear line on stderr and exit code 1, never a stack trace. */
async function main(): Promise<void> {
  let app;
  try {
    const config = loadConfig();
    if (config.staffDir) readStaffFilesFrom(config.staffDir);
    // Loaded after the environment is checked, so a bad variable is reported at once, and after the staff files'
    // hook is registered, so every JSON import of the app is read from STAFF_DIR.
    const { buildApp } = await import('./app.ts');
    app = await buildApp(config);
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
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
