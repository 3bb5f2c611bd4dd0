import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../../src/server/config.ts';
import { freshDatabase } from './fresh-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Closes the app, drops its PostgreSQL database and removes its DATA_DIR. */
  close(): Promise<void>;
}

/**
 * Builds the real app for `app.inject` tests on a database of its own: a fresh temporary DATA_DIR (SQLite file,
 * mail folder), and when TEST_DATABASE_URL is set a fresh PostgreSQL database, both removed by close(). Extra
 * environment variables override the defaults; a DATA_DIR or DATABASE_URL given there is used as it is and kept
 * (shared on purpose, e.g. with a CLI run).
 */
export interface TestAppOptions extends BuildOptions {
  /** Adds routes of the test's own before the app is ready (e.g. one that throws). */
  extend?(app: FastifyInstance): void;
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'admissions-test-'));
  const database = 'DATABASE_URL' in env ? null : await freshDatabase();
  const removeAll = async () => {
    await database?.drop();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  let config: Config;
  try {
    config = loadConfig({
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // The site app.inject requests name (Host: localhost:80); a test of the embedded default passes PUBLIC_URL: ''.
      PUBLIC_URL: 'http://localhost',
      // Server tests start with empty lookup tables; the lookup tests name the reference folder themselves.
      LOOKUP_DATA_DIR: 'none',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    });
    const { extend, ...buildOptions } = options;
    app = await buildApp(config, buildOptions);
    extend?.(app);
    await app.ready();
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    app,
    config,
    dataDir: config.dataDir,
    async close() {
      await app.close();
      await removeAll();
    },
  };
}
