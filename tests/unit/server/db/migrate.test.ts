import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { migrationDatabases } from '../helpers/migration-database.ts';

// Migration files of the test's own.
const CREATES_FIRST = `export async function up(db) {
  await db.schema.createTable('first_table').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
}`;
const FAILS_HALFWAY = `export async function up(db) {
  await db.schema.createTable('half_table').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
  await db.schema.createTable('first_table').addColumn('id', 'integer').execute();
}`;
const CREATES_SECOND = `export async function up(db) {
  await db.schema.createTable('second_table').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
}`;

const { openDatabase, migrationsFolder } = migrationDatabases();

async function tableNames(connection: Connection): Promise<string[]> {
  const tables = await connection.db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((t) => t.name).sort();
}

describe('migrations', () => {
  it('run in one transaction: a failing migration leaves no half-built table behind', async () => {
    const connection = await openDatabase();
    const folder = migrationsFolder({ '0001_first.ts': CREATES_FIRST, '0002_broken.ts': FAILS_HALFWAY });
    await expect(migrateToLatest(connection.db, connection.engine, folder)).rejects.toThrow(/^migration 0002_broken failed: /);
    const tables = await tableNames(connection);
    expect(tables).not.toContain('half_table');
    expect(tables).not.toContain('first_table');
    // Kysely creates its bookkeeping table before the migrations' transaction: it is there, and records nothing.
    expect(tables).toContain('kysely_migration');
    expect(
      await connection.db
        .selectFrom('kysely_migration' as never)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('apply what is pending once the broken file is fixed, and nothing twice', async () => {
    const connection = await openDatabase();
    const broken = migrationsFolder({ '0001_first.ts': CREATES_FIRST, '0002_broken.ts': FAILS_HALFWAY });
    await expect(migrateToLatest(connection.db, connection.engine, broken)).rejects.toThrow();
    const fixed = migrationsFolder({ '0001_first.ts': CREATES_FIRST, '0002_second.ts': CREATES_SECOND });
    expect(await migrateToLatest(connection.db, connection.engine, fixed)).toEqual(['0001_first', '0002_second']);
    expect(await migrateToLatest(connection.db, connection.engine, fixed)).toEqual([]);
    expect(await tableNames(connection)).toEqual(expect.arrayContaining(['first_table', 'second_table']));
  });

  it('build the real schema on a fresh database', async () => {
    const connection = await openDatabase();
    const applied = await migrateToLatest(connection.db, connection.engine);
    expect(applied[0]).toBe('0001_app_meta');
    expect(await tableNames(connection)).toEqual(expect.arrayContaining(['app_meta', 'auth_user', 'answer']));
  });
});
