import { readdirSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './database.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** `.ts` from the sources (tsx, tests), `.js` in the compiled server: migrations share this module's extension. */
const MIGRATION_FILE = new RegExp(`^\\d{4}_[a-z0-9_-]+\\${extname(fileURLToPath(import.meta.url))}$`);

/** A migration module: `up(db, engine)` so a file can branch where the two dialects differ. */
interface EngineMigration {
  up(db: Kysely<any>, engine: Engine): Promise<void>;
  down?(db: Kysely<any>, engine: Engine): Promise<void>;
}

class FolderProvider implements MigrationProvider {
  constructor(
    private readonly engine: Engine,
    private readonly folder: string,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = readdirSync(this.folder)
      .filter((f) => MIGRATION_FILE.test(f))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = (await import(pathToFileURL(join(this.folder, file)).href)) as EngineMigration;
      const engine = this.engine;
      migrations[file.slice(0, -extname(file).length)] = {
        up: (db) => mod.up(db, engine),
        down: mod.down ? (db) => mod.down!(db, engine) : undefined,
      };
    }
    return migrations;
  }
}

/**
 * Runs every pending migration in one transaction on both engines (SQLite through the dialect of connect.ts):
 * when one fails, none of the batch is kept. `folder` is for tests; the server uses the migrations beside this file.
 */
export async function migrateToLatest(db: Kysely<any>, engine: Engine, folder = MIGRATIONS_DIR): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderProvider(engine, folder) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
