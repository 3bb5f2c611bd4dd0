import type { Kysely } from 'kysely';

/** The applications each audited staff API call returned, one row per application (a page names every one on it). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_audit_application')
    .addColumn('audit_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('application_id', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_audit_application_pk', ['audit_id', 'application_id'])
    .execute();
  // "Who has read this application?" is the question the log answers.
  await db.schema.createIndex('staff_audit_application_by_id').on('staff_audit_application').column('application_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit_application').execute();
}
