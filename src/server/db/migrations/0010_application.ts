import type { Kysely } from 'kysely';

/**
 * The application an applicant fills in. Applicants are better-auth users, referenced by their text id.
 * Times are ISO 8601 UTC strings so both engines store and compare them the same way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One row per applicant: the lock every change takes, and the facts that are not answers.
  await db.schema
    .createTable('application')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('last_page', 'varchar(50)')
    .addColumn('validations', 'text')
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // One row per answer key, so concurrent saves of different keys never overwrite each other.
  await db.schema
    .createTable('answer')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_pk', ['applicant_id', 'key'])
    .execute();

  await db.schema
    .createTable('web_status')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    .addColumn('web_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_status_pk', ['applicant_id', 'web_status'])
    .execute();

  await db.schema
    .createTable('add_another')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    .addColumn('button_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('num_components', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('add_another_pk', ['applicant_id', 'button_id'])
    .execute();

  await db.schema
    .createTable('tab_choice')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    .addColumn('tab_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('chosen_tab', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tab_choice_pk', ['applicant_id', 'tab_id'])
    .execute();

  // Answer sets handed out by link (`/?token=`); only the SHA-256 of the token is kept.
  await db.schema
    .createTable('temporary_answers')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('temporary_answers_expires_at').on('temporary_answers').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['temporary_answers', 'tab_choice', 'add_another', 'web_status', 'answer', 'application']) {
    await db.schema.dropTable(table).execute();
  }
}
