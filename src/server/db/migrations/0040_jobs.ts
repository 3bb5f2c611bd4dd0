import type { Kysely } from 'kysely';

/**
 * Durable background jobs (src/server/jobs): one row per job, claimed by a worker with one UPDATE … RETURNING
 * and held by a lease, so a job a crashed or restarted process was running is picked up again when the lease ends.
 * Times are ISO 8601 UTC strings of one length, so both engines compare them as text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // At most one row per key: enqueueing a key whose job is queued or running returns that job.
    .addColumn('dedupe_key', 'varchar(255)', (c) => c.unique())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(30)')
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('job_status_run_at').on('job').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job').execute();
}
