import { describe, expect, it } from 'vitest';
import { mailLanguageOf, savedLanguageOf, saveLanguage } from '../../../../src/server/db/accounts/users.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { migrationDatabases } from '../helpers/migration-database.ts';

const { openDatabase, migrationsBefore } = migrationDatabases();

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
