import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

/** Starts the server; any problem at start is one clear line on stderr, never a stack trace. */
async function main(): Promise<void> {
  let app;
  try {
    const config = loadConfig();
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`Cannot start: ${message}\n`);
    await app?.close().catch(() => undefined);
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
