import type { Kysely } from 'kysely';

/**
 * The tenant's intended student type (e.g. 'Freshman') kept with each application, so staff know which kind of
 * application a row was even after the tenant's setting changes. Rows from before this migration stay null until
 * they are next written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application').addColumn('intended_student_type', 'varchar(40)').execute();
}
