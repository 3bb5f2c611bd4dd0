import { sql, type Kysely } from 'kysely';

/**
 * Jobs carry the key of whoever they work for (an applicant): the claim skips a job whose owner already has one
 * running, so one applicant's slow or stuck jobs never hold more than one slot. The partial unique index is what
 * makes it hold across workers and processes: two claims racing for the same owner cannot both mark a row running.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job').addColumn('owner_key', 'varchar(255)').execute();
  await db.schema.createIndex('job_one_running_per_owner').on('job').column('owner_key').unique().where(sql.ref('status'), '=', 'running').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_one_running_per_owner').execute();
  await db.schema.alterTable('job').dropColumn('owner_key').execute();
}
