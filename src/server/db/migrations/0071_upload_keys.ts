import type { Kysely } from 'kysely';

/**
 * Every presigned upload key is recorded with its owner, the bytes it may take and its policy's expiry: the bytes an
 * applicant may hold are capped by their sum, and a key never registered is deleted (file and row) once its policy
 * has expired. Presigns are counted per applicant in a window, in the database so the limit holds across processes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_key')
    .addColumn('file_key', 'varchar(600)', (c) => c.primaryKey())
    .addColumn('applicant_id', 'varchar(255)', (c) => c.notNull())
    // The policy's size cap while the upload is pending; its real size once a conversion has read it.
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('registered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('upload_key_applicant_idx').on('upload_key').column('applicant_id').execute();
  await db.schema.createIndex('upload_key_expires_idx').on('upload_key').columns(['registered_at', 'expires_at']).execute();
  await db.schema
    .createTable('presign_budget')
    .addColumn('applicant_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('presign_budget').execute();
  await db.schema.dropTable('upload_key').execute();
}
