import type { Kysely } from 'kysely';

/**
 * The live job of each dedupe key where pg-boss runs the jobs (PostgreSQL): pg-boss keys its own uniqueness by queue
 * policy, while a dedupe key here means "one queued or running job per key, whatever its owner". The row is locked
 * while a job is enqueued, so two processes enqueueing one key queue it once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_dedupe')
    .addColumn('dedupe_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_dedupe').execute();
}
