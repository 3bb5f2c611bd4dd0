import type { Kysely } from 'kysely';

/**
 * Every mail the public routes can send counts against one budget per address (and per client IP), and
 * code guesses are tracked per address, known or not, so the answers never tell an account apart.
 * Replaces code_request (address only, resend and forgot-password only); its rows are short-lived.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_request').execute();
  // Keys: `to <address>`, `to <address> from <ip>`, `from <ip>`.
  await db.schema
    .createTable('mail_budget')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_budget_window_idx').on('mail_budget').column('window_started_at').execute();
  await db.schema
    .createTable('code_guess')
    .addColumn('address', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('code_sent_at', 'varchar(30)')
    .addColumn('guesses', 'integer', (c) => c.notNull())
    .addColumn('day_started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('day_guesses', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('code_guess_day_idx').on('code_guess').column('day_started_at').execute();
}
