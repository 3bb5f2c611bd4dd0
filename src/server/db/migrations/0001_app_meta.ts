import type { Kysely } from 'kysely';

/** A key/value table for facts about this installation (e.g. when reference data was last imported). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
