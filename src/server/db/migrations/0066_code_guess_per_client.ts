import type { Kysely } from 'kysely';

/**
 * Code guesses are counted per address and client, beside one row per address for every client together (client
 * '*', which also names the code's time and the client that asked for it): one client's wrong guesses no longer use
 * up the allowance of the owner's. The rows live a day at most, so the old per-address table is replaced, not copied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_guess').execute();
  await db.schema
    .createTable('code_guess')
    .addColumn('address', 'varchar(254)', (c) => c.notNull())
    .addColumn('client', 'varchar(100)', (c) => c.notNull())
    .addColumn('code_sent_at', 'varchar(30)')
    .addColumn('requested_by', 'varchar(100)')
    .addColumn('guesses', 'integer', (c) => c.notNull())
    .addColumn('day_started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('day_guesses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_guess_pk', ['address', 'client'])
    .execute();
  await db.schema.createIndex('code_guess_day_idx').on('code_guess').column('day_started_at').execute();
}
