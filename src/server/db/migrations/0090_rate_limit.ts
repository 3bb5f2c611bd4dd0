import type { Kysely } from 'kysely';

/**
 * Per-client request counters of the rate-limited routes (per-IP limits of the account, lookup and staff routes), in
 * the database so a limit reached through one server process holds through every other process on the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    // The route's own counter ("POST /public/login"), so each route keeps its limit.
    .addColumn('bucket', 'varchar(200)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_pk', ['bucket', 'client_key'])
    .execute();
  await db.schema.createIndex('rate_limit_resets_idx').on('rate_limit').column('resets_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
