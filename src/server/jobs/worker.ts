import { claimJob, completeJob, failJob, purgeFinishedJobs, releaseJob, renewLease, type JobRow } from '../db/jobs/jobs.ts';
import type { Db, Engine } from '../db/database.ts';
import { JobTimeoutError, PermanentJobError, type JobHandler, type JobHandlerOptions } from './types.ts';
import { DEFAULT_BACKOFF, retryDelayMs } from './retries.ts';
import { createJobLoop, withinTimeout } from './job-loop.ts';

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one map holds handlers of every payload type; each is called only with the payload its own type was enqueued with */
export interface RegisteredHandler {
  handler: JobHandler<any>;
  options: JobHandlerOptions<any>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface WorkerOptions {
  db: Db;
  engine: Engine;
  workerId: string;
  handlers: Map<string, RegisteredHandler>;
  log: JobLog;
  /** Jobs of one pool (JobHandlerOptions.pool) run at the same time in this process. */
  slots(pool: string): number;
  /** How often to look for due jobs (retries, other processes' jobs, expired leases) between wake-ups. */
  pollMs: number;
  /** How long a claim holds a job without renewal; renewed every third of it while the handler runs. */
  leaseMs: number;
}

export const DEFAULT_POOL = 'default';
const PURGE_EVERY_MS = 60 * 60 * 1000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The in-process worker: claims due jobs while their pool has a free slot, runs their handlers, records the outcome. */
export function createWorker(options: WorkerOptions) {
  const { db, engine, workerId, handlers, log, slots, pollMs, leaseMs } = options;
  const poolOf = (type: string) => handlers.get(type)?.options.pool ?? DEFAULT_POOL;
  const loop = createJobLoop({ pollMs, takeDueJobs: claimDueJobs, onError: (error) => log.error({ reason: message(error) }, 'jobs: cannot claim') });
  let lastPurge = 0;

  /** The types whose pool has a free slot now. */
  const claimableTypes = () => [...handlers.keys()].filter((type) => loop.busyIn(poolOf(type)) < slots(poolOf(type)));

  async function claimDueJobs(): Promise<void> {
    while (!loop.stopping()) {
      const types = claimableTypes();
      if (types.length === 0) break;
      const now = Date.now();
      const row = await claimJob(db, engine, { types, workerId, now: iso(now), leaseUntil: iso(now + leaseMs) });
      if (!row) break;
      // stop() came while the claim was on its way: the job goes back at once, unstarted.
      if (loop.stopping()) {
        await release(row);
        break;
      }
      loop.launch(row.id, poolOf(row.type), (controller) => run(row, controller));
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeFinishedJobs(db, iso(lastPurge - KEEP_FINISHED_MS));
    }
  }

  async function release(row: JobRow): Promise<void> {
    try {
      await releaseJob(db, { id: row.id, workerId, now: iso(Date.now()) });
    } catch (error) {
      // The job stays claimed until its lease runs out; then any worker takes it again.
      log.error({ job: row.id, type: row.type, reason: message(error) }, 'jobs: cannot give a job back');
    }
  }

  async function run(row: JobRow, controller: AbortController): Promise<void> {
    const registered = handlers.get(row.type)!;
    const finish = { id: row.id, workerId };
    let leaseLost = false;
    const heartbeat = setInterval(
      () => {
        const now = Date.now();
        renewLease(db, row.id, workerId, iso(now + leaseMs), iso(now)).then(
          (held) => {
            if (!held && !controller.signal.aborted) {
              leaseLost = true;
              controller.abort(new Error('lease lost'));
            }
          },
          (error) => log.warn({ job: row.id, reason: message(error) }, 'jobs: cannot renew lease'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload);
      // Claimed again and again after lease expiries: the job keeps killing its worker, so it stops here.
      if (row.attempts > row.max_attempts) throw new PermanentJobError('interrupted too many times');
      const work = registered.handler(payload, { id: row.id, attempt: row.attempts, signal: controller.signal });
      // Past its time the slot and the owner are free again at once, even for a handler that does not stop on abort.
      const result = await withinTimeout(work, registered.options.timeoutMs, controller);
      await completeJob(db, { ...finish, now: iso(Date.now()), result: result === undefined ? null : JSON.stringify(result) });
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (leaseLost) {
        log.warn({ job: row.id, type: row.type }, 'jobs: lease lost, another worker has the job');
      } else if (loop.stopping() && controller.signal.aborted && !(error instanceof JobTimeoutError)) {
        await release(row);
      } else {
        await recordFailure(row, registered, payload, error);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function recordFailure(row: JobRow, registered: RegisteredHandler, payload: unknown, error: Error): Promise<void> {
    const retry = !(error instanceof PermanentJobError) && row.attempts < row.max_attempts;
    const backoff = registered.options.backoff ?? DEFAULT_BACKOFF;
    const now = Date.now();
    try {
      await failJob(db, { id: row.id, workerId, now: iso(now), error: error.message, retryAt: retry ? iso(now + retryDelayMs(backoff, row.attempts)) : null });
      log.warn({ job: row.id, type: row.type, attempt: row.attempts, retry, reason: error.message }, 'jobs: attempt failed');
      if (!retry) await registered.options.onFailed?.(payload, error);
    } catch (failure) {
      log.error({ job: row.id, type: row.type, reason: message(failure) }, 'jobs: cannot record a failure');
    }
  }

  const { start, wake, stop, settled, busy } = loop;
  return { start, wake, stop, settled, busy };
}
