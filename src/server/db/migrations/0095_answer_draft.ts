import type { Kysely } from 'kysely';

/**
 * What an applicant typed and has not saved (a draft): one row per answer key, beside the saved answers and never
 * mixed with them. A save clears the keys it wrote; the application's deletion takes its draft along.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('answer_draft')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('typed_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_draft_pk', ['applicant_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('answer_draft').execute();
}
