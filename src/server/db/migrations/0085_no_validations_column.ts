import type { Kysely } from 'kysely';

/**
 * The errors map the client posts while validating (POST /api/validations) is checked, not kept: nothing read the
 * column, and submit runs the full validation itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('validations').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application').addColumn('validations', 'text').execute();
}
