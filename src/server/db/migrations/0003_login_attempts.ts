import type { Kysely } from 'kysely';

/**
 * Login attempts per address AND client: an attacker's failures lock the attacker's client out, not
 * the owner. The row `client = '*'` counts every client's attempts, a ceiling for attacks from many addresses.
 * Replaces login_failure (per address only); its rows are short-lived and not carried over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('username', 'varchar(254)', (c) => c.notNull())
    .addColumn('client', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addPrimaryKeyConstraint('login_attempt_pk', ['username', 'client'])
    .execute();
  await db.schema.createIndex('login_attempt_last_idx').on('login_attempt').column('last_failed_at').execute();
}
