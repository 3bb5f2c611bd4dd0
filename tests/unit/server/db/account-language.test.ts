import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailLanguageOf, savedLanguageOf, saveLanguage } from '../../../../src/server/db/accounts/users.ts';
import { connect, type Connection } from '../../../../src/server/db/connect.ts';
import { migrateToLatest, MIGRATIONS_DIR } from '../../../../src/server/db/migrate.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';

let cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A new database on the engine the tests run on (PostgreSQL when TEST_DATABASE_URL is set). */
async function openDatabase(): Promise<Connection> {
  const dataDir = mkdtempSync(join(tmpdir(), 'language-test-'));
  const database = await freshDatabase();
  const connection = connect({ dataDir, databaseUrl: database.url });
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => database.drop(),
    () => connection.db.destroy(),
  );
  return connection;
}

/** The repository's migrations before `name` (linked, so they load as themselves). */
function migrationsBefore(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((file) => file < name)) symlinkSync(join(MIGRATIONS_DIR, file), join(folder, file));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

describe('the account language migration', () => {
  it('keeps every account, with no language until one is saved; mail goes out in the default language until then', async () => {
    const { db, engine } = await openDatabase();
    await migrateToLatest(db, engine, migrationsBefore('0096'));
    const now = engine === 'postgres' ? new Date() : new Date().toISOString();
    await db
      .insertInto('auth_user')
      .values({ id: 'u1', name: '', email: 'maria@example.org', emailVerified: engine === 'postgres' ? true : 1, createdAt: now, updatedAt: now } as never)
      .execute();

    await migrateToLatest(db, engine);
    expect(await savedLanguageOf(db, 'u1')).toBeNull();
    expect(await mailLanguageOf(db, 'maria@example.org')).toBe('en');

    await saveLanguage(db, 'u1', 'es');
    expect(await savedLanguageOf(db, 'u1')).toBe('es');
    expect(await mailLanguageOf(db, 'maria@example.org')).toBe('es');
    expect(await mailLanguageOf(db, 'nobody@example.org')).toBe('en');
  });

  it('reads a language no longer offered as none (the default for mail)', async () => {
    const { db, engine } = await openDatabase();
    await migrateToLatest(db, engine);
    const now = engine === 'postgres' ? new Date() : new Date().toISOString();
    await db
      .insertInto('auth_user')
      .values({ id: 'u2', name: '', email: 'leo@example.org', emailVerified: engine === 'postgres' ? true : 1, createdAt: now, updatedAt: now, language: 'fr' } as never)
      .execute();
    expect(await savedLanguageOf(db, 'u2')).toBeNull();
    expect(await mailLanguageOf(db, 'leo@example.org')).toBe('en');
  });
});
