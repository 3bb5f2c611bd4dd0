import type { Kysely } from 'kysely';

/**
 * The keys pg-boss does not keep for us where it runs the jobs (PostgreSQL). `job_dedupe`: the live job of each
 * dedupe key ("one queued or running job per key"), its row locked while a job is enqueued, so two processes
 * enqueueing one key queue it once. `job_owner_run`: the one running job of each owner (an applicant), taken before
 * a job starts and held until its lease ends (a dead worker's), so an owner's second job waits without blocking
 * anyone else's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_dedupe')
    .addColumn('dedupe_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_owner_run')
    .addColumn('owner_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_owner_run').execute();
  await db.schema.dropTable('job_dedupe').execute();
}
