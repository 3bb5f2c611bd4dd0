import type { Kysely } from 'kysely';

/** One uploaded document per applicant and upload question, with the state of its conversion to PDF. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_answer')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    .addColumn('answer_key', 'varchar(100)', (c) => c.notNull())
    // The uploaded file as stored (under the applicant's own prefix) and the name the applicant gave it.
    .addColumn('file_key', 'varchar(600)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_size', 'integer')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'text')
    // The converted PDF, once COMPLETED.
    .addColumn('pdf_key', 'varchar(600)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_answer_pk', ['applicant_id', 'answer_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_answer').execute();
}
