import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { connect, type Connection } from '../../../../src/server/db/connect.ts';
import { MIGRATIONS_DIR } from '../../../../src/server/db/migrate.ts';
import { freshDatabase } from './fresh-database.ts';

/**
 * For tests of one migration: a new database on the engine the tests run on (PostgreSQL when TEST_DATABASE_URL is
 * set), and a folder of migrations (the repository's before the one under test, or the test's own), each removed
 * after its test.
 */
export function migrationDatabases(): {
  openDatabase(): Promise<Connection>;
  migrationsBefore(name: string): string;
  migrationsFolder(files: Record<string, string>): string;
} {
  let cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  return {
    async openDatabase() {
      const dataDir = mkdtempSync(join(tmpdir(), 'migration-test-'));
      const database = await freshDatabase();
      const connection = connect({ dataDir, databaseUrl: database.url });
      cleanups.push(
        () => rmSync(dataDir, { recursive: true, force: true }),
        () => database.drop(),
        () => connection.db.destroy(),
      );
      return connection;
    },
    /** The migrations before `name`, linked so they load as themselves. */
    migrationsBefore(name) {
      const folder = mkdtempSync(join(tmpdir(), 'migrations-before-'));
      for (const file of readdirSync(MIGRATIONS_DIR).filter((file) => file < name)) symlinkSync(join(MIGRATIONS_DIR, file), join(folder, file));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      return folder;
    },
    /** Migration files of the test's own (they import nothing, so they load from a temporary folder). */
    migrationsFolder(files) {
      const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      return folder;
    },
  };
}
