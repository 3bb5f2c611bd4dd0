import { fromKysely, type PgBoss, type SendOptions } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { releaseOwner, takeOwner } from '../db/jobs/owner-runs.ts';
import { ownerOf, type BossJob } from './pg-boss-job.ts';
import { createJobLoop, withinTimeout } from './job-loop.ts';
import { JobTimeoutError, PermanentJobError } from './types.ts';
import { DEFAULT_POOL, type JobLog, type RegisteredHandler } from './worker.ts';

export interface BossWorkerOptions {
  boss: PgBoss;
  db: Db;
  log: JobLog;
  handlers: Map<string, RegisteredHandler>;
  /** Jobs of one pool run at the same time in this process. */
  slots(pool: string): number;
  /** How often to look for due jobs (retries, other processes' jobs) between wake-ups. */
  pollMs: number;
  /** The options a job of this owner is sent with: a handed-back job is sent again with them. */
  sendOptions(ownerKey: string | null, id: string): SendOptions;
}

const iso = (ms: number) => new Date(ms).toISOString();
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** A job whose owner is busy is sent again this much later, and waits there without holding a slot. */
const OWNER_BUSY_DELAY_MS = 1000;

/**
 * Runs pg-boss jobs in this process: fetches a job of a registered type while its pool has a free slot, takes its
 * owner (an owner already running a job gets this one back a second later: pg-boss's own singleton policy would
 * instead hold every other owner's jobs behind it), runs its handler under its timeout, and records the outcome
 * through pg-boss (complete, or fail: pg-boss retries with its backoff). A worker that dies mid-job leaves the job
 * active until its expiry; pg-boss's maintenance then fails it and it is retried by whichever worker fetches it.
 */
export function createBossWorker(options: BossWorkerOptions) {
  const { boss, db, log, handlers, slots, pollMs } = options;
  const poolOf = (type: string) => handlers.get(type)?.options.pool ?? DEFAULT_POOL;
  const loop = createJobLoop({ pollMs, takeDueJobs: fetchDueJobs, onError: (error) => log.error({ reason: message(error) }, 'jobs: cannot fetch') });

  async function fetchDueJobs(): Promise<void> {
    for (const type of handlers.keys()) {
      while (!loop.stopping() && loop.busyIn(poolOf(type)) < slots(poolOf(type))) {
        const [job] = (await boss.fetch(type, { batchSize: 1, includeMetadata: true })) ?? [];
        if (!job) break;
        // stop() came while the fetch was on its way: the job goes back at once, unstarted.
        if (loop.stopping()) {
          await handBack(job);
          break;
        }
        const owner = ownerOf(job);
        const now = Date.now();
        if (owner && !(await takeOwner(db, owner, job.id, iso(now), iso(now + job.expireInSeconds * 1000)))) {
          await handBack(job, OWNER_BUSY_DELAY_MS);
          continue;
        }
        loop.launch(job.id, poolOf(type), (controller) => run(job, controller));
      }
    }
  }

  /**
   * Gives a job back unfinished, the interrupted start not counted: it is deleted and sent again under the same id
   * with the same options (after `delayMs`), in one transaction, so it is never lost nor doubled. pg-boss keeps no
   * count across the two: the job starts its attempts afresh.
   */
  async function handBack(job: BossJob, delayMs = 0): Promise<void> {
    try {
      await db.transaction().execute(async (trx) => {
        const sql = fromKysely(trx);
        await boss.deleteJob(job.name, job.id, { db: sql });
        const send = options.sendOptions(ownerOf(job), job.id);
        if (delayMs > 0) send.startAfter = new Date(Date.now() + delayMs);
        await boss.send(job.name, job.data, { ...send, db: sql });
      });
    } catch (error) {
      // The job stays active until its expiry; then pg-boss retries it.
      log.error({ job: job.id, type: job.name, reason: message(error) }, 'jobs: cannot give a job back');
    }
  }

  async function run(job: BossJob, controller: AbortController): Promise<void> {
    const registered = handlers.get(job.name)!;
    try {
      const work = registered.handler(job.data, { id: job.id, attempt: job.retryCount + 1, signal: controller.signal });
      // Past its time the attempt is over whatever the handler does; pg-boss's expiry comes later still.
      const result = await withinTimeout(work, registered.options.timeoutMs, controller);
      await boss.complete(job.name, job.id, { result: result === undefined ? null : result });
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (loop.stopping() && controller.signal.aborted && !(error instanceof JobTimeoutError)) await handBack(job);
      else await recordFailure(job, registered, error);
    } finally {
      const owner = ownerOf(job);
      if (owner) await releaseOwner(db, owner, job.id).catch((error: unknown) => log.warn({ job: job.id, reason: message(error) }, 'jobs: cannot free the owner'));
    }
  }

  async function recordFailure(job: BossJob, registered: RegisteredHandler, error: Error): Promise<void> {
    const permanent = error instanceof PermanentJobError;
    const final = permanent || job.retryCount >= job.retryLimit;
    try {
      // pg-boss retries every failure it has retries left for; a permanent one is also cancelled, in the same
      // transaction, so no retry ever starts and the failure's message is kept.
      await db.transaction().execute(async (trx) => {
        const sql = fromKysely(trx);
        await boss.fail(job.name, job.id, { message: error.message }, { db: sql });
        if (permanent) await boss.cancel(job.name, job.id, { db: sql });
      });
      log.warn({ job: job.id, type: job.name, attempt: job.retryCount + 1, retry: !final, reason: error.message }, 'jobs: attempt failed');
      if (final) await registered.options.onFailed?.(job.data, error);
    } catch (failure) {
      log.error({ job: job.id, type: job.name, reason: message(failure) }, 'jobs: cannot record a failure');
    }
  }

  const { start, wake, stop, settled, busy } = loop;
  return { start, wake, stop, settled, busy };
}
