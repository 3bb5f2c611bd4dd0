import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db, Engine } from '../database.ts';
import type { JobTable } from '../jobs-tables.ts';

export type JobRow = Selectable<JobTable>;

export interface NewJob {
  id: string;
  type: string;
  payload: string;
  dedupeKey: string | null;
  ownerKey: string | null;
  maxAttempts: number;
  runAt: string;
  now: string;
}

/**
 * Inserts a job. With a dedupe key: when a queued or running job holds the key, nothing changes and that job's id
 * comes back with `deduped: true`; a finished job holding it is queued again with the new payload (same id).
 */
export async function insertJob(db: Db, job: NewJob): Promise<{ id: string; deduped: boolean }> {
  const values = {
    id: job.id,
    type: job.type,
    payload: job.payload,
    dedupe_key: job.dedupeKey,
    owner_key: job.ownerKey,
    status: 'queued' as const,
    attempts: 0,
    max_attempts: job.maxAttempts,
    run_at: job.runAt,
    created_at: job.now,
    updated_at: job.now,
  };
  if (job.dedupeKey === null) {
    await db.insertInto('job').values(values).execute();
    return { id: job.id, deduped: false };
  }
  // A finished job may release the key between the two statements; a second round then inserts or requeues.
  for (let round = 0; round < 3; round += 1) {
    const requeued = await db
      .insertInto('job')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('dedupe_key')
          .doUpdateSet({
            type: job.type,
            payload: job.payload,
            owner_key: job.ownerKey,
            status: 'queued',
            attempts: 0,
            max_attempts: job.maxAttempts,
            run_at: job.runAt,
            lease_until: null,
            locked_by: null,
            last_error: null,
            result: null,
            created_at: job.now,
            updated_at: job.now,
            finished_at: null,
          })
          .where('job.status', 'in', ['completed', 'failed']),
      )
      .returning('id')
      .executeTakeFirst();
    if (requeued) return { id: requeued.id, deduped: false };
    const live = await db.selectFrom('job').select('id').where('dedupe_key', '=', job.dedupeKey).executeTakeFirst();
    if (live) return { id: live.id, deduped: true };
  }
  throw new Error(`job ${job.dedupeKey}: could not enqueue (key contended)`);
}

export interface ClaimOptions {
  types: string[];
  workerId: string;
  now: string;
  leaseUntil: string;
}

/**
 * Claims the next due job of the given types in one UPDATE … RETURNING: a queued job whose time has come, or a running
 * job whose lease ran out (its worker died). A job whose owner already has another job running is skipped, so one
 * owner never holds two slots. PostgreSQL skips rows other workers are claiming; SQLite runs one writer.
 */
export async function claimJob(db: Db, engine: Engine, options: ClaimOptions): Promise<JobRow | undefined> {
  if (options.types.length === 0) return undefined;
  const due = (eb: ExpressionBuilder<Database, 'job'>) =>
    eb.and([
      eb('job.type', 'in', options.types),
      eb.or([
        eb.and([eb('job.status', '=', 'queued'), eb('job.run_at', '<=', options.now)]),
        eb.and([eb('job.status', '=', 'running'), eb('job.lease_until', '<', options.now)]),
      ]),
      eb.or([
        eb('job.owner_key', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('job as busy')
              .select('busy.id')
              .whereRef('busy.owner_key', '=', 'job.owner_key')
              .where('busy.status', '=', 'running')
              .whereRef('busy.id', '<>', 'job.id'),
          ),
        ),
      ]),
    ]);
  const claim = () =>
    db
      .updateTable('job')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        locked_by: options.workerId,
        lease_until: options.leaseUntil,
        updated_at: options.now,
      }))
      .where('id', '=', (eb) => {
        const next = eb.selectFrom('job').select('job.id').where(due).orderBy('job.run_at').orderBy('job.created_at').limit(1);
        return engine === 'postgres' ? next.forUpdate().skipLocked() : next;
      })
      // Checked again on the row itself, so a row another worker changed meanwhile is not taken twice.
      .where(due)
      .returningAll()
      .executeTakeFirst();
  // On PostgreSQL two workers may each pick a different job of one owner before either has committed: the index
  // of one running job per owner refuses the later one, which then looks again and sees the owner busy.
  for (let round = 1; ; round += 1) {
    try {
      return await claim();
    } catch (error) {
      if (!isOneRunningPerOwnerViolation(error) || round >= 3) throw error;
    }
  }
}

function isOneRunningPerOwnerViolation(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === '23505') return constraint === 'job_one_running_per_owner';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && (message ?? '').includes('job.owner_key');
}

/** Renews a running job's lease; false when the worker no longer holds it. */
export async function renewLease(db: Db, id: string, workerId: string, leaseUntil: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set({ lease_until: leaseUntil, updated_at: now })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

interface Finish {
  id: string;
  workerId: string;
  now: string;
}

export async function completeJob(db: Db, finish: Finish & { result: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set({ status: 'completed', result: finish.result, lease_until: null, locked_by: null, last_error: null, updated_at: finish.now, finished_at: finish.now })
    .where('id', '=', finish.id)
    .where('locked_by', '=', finish.workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(db: Db, finish: Finish & { error: string; retryAt: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set(
      finish.retryAt === null
        ? { status: 'failed', last_error: finish.error, lease_until: null, locked_by: null, updated_at: finish.now, finished_at: finish.now }
        : { status: 'queued', last_error: finish.error, run_at: finish.retryAt, lease_until: null, locked_by: null, updated_at: finish.now },
    )
    .where('id', '=', finish.id)
    .where('locked_by', '=', finish.workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a job back unfinished (the worker is stopping): queued at once, the interrupted claim not counted. */
export async function releaseJob(db: Db, finish: Finish): Promise<void> {
  await db
    .updateTable('job')
    .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), run_at: finish.now, lease_until: null, locked_by: null, updated_at: finish.now }))
    .where('id', '=', finish.id)
    .where('locked_by', '=', finish.workerId)
    .where('status', '=', 'running')
    .execute();
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findJobByDedupeKey(db: Db, dedupeKey: string): Promise<JobRow | undefined> {
  return db.selectFrom('job').selectAll().where('dedupe_key', '=', dedupeKey).executeTakeFirst();
}

/** Removes finished jobs without a dedupe key that finished before `before` (keyed rows are reused instead). */
export async function purgeFinishedJobs(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('job')
    .where('status', 'in', ['completed', 'failed'])
    .where('dedupe_key', 'is', null)
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
