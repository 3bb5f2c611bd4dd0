import type { Kysely } from 'kysely';

/**
 * A temporary answer link belongs to the first browser that opens it: `claim_hash` is the SHA-256 of that
 * browser's claim cookie, null until the link is first used. (Numbered after 0060: the table is created by 0010.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('temporary_answers').addColumn('claim_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('temporary_answers').dropColumn('claim_hash').execute();
}
