import type { Kysely } from 'kysely';

/**
 * The application PDF: short-lived service tokens (only their SHA-256 is kept) and the kept PDF of each applicant
 * with the fingerprint of the answers it was printed from, so an unchanged application is answered from the file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('service_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull().references('application.applicant_id').onDelete('cascade'))
    // 'render': read once by the print view; 'download': the kept PDF's short-lived download link.
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('service_token_expires_at').on('service_token').column('expires_at').execute();

  await db.schema
    .createTable('application_pdf')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.primaryKey().references('application.applicant_id').onDelete('cascade'))
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_key', 'varchar(255)')
    .addColumn('submitted_file_key', 'varchar(255)')
    .addColumn('error', 'text')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_pdf').execute();
  await db.schema.dropTable('service_token').execute();
}
