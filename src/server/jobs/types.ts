import type { Db } from '../db/database.ts';
import type { RetryBackoff } from './retries.ts';

/**
 * The job interface the rest of the server uses. The embedded implementation (table-queue.ts) keeps jobs in the
 * `job` table with an in-process worker; on PostgreSQL pg-boss runs them (pg-boss-queue.ts), in this process or in
 * `npm run worker` processes; callers never know which.
 */
export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface EnqueueOptions {
  /**
   * At most one live job per key: while a job with this key is queued or running, enqueueing returns it unchanged
   * (`deduped: true`); once it has finished, the same key queues it again with the new payload (same id).
   */
  dedupeKey?: string;
  /** Wait this long before the first attempt. */
  delayMs?: number;
  /**
   * Whom the job works for (an applicant): at most one job of an owner runs at a time, across every worker and
   * process, so one owner's slow or stuck jobs hold one slot at most and never starve anyone else's.
   */
  ownerKey?: string;
}

export interface EnqueueResult {
  id: string;
  deduped: boolean;
}

export interface JobInfo {
  id: string;
  type: string;
  ownerKey: string | null;
  /** What the job was enqueued with. */
  payload: unknown;
  status: JobStatus;
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
  /** The message of the last failed attempt. */
  lastError: string | null;
  /** What the handler returned (JSON), once completed. */
  result: unknown;
  createdAt: string;
  finishedAt: string | null;
}

interface JobContext {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the worker stops or loses the job's lease: stop work and throw. */
  signal: AbortSignal;
}

export interface JobHandlerOptions<P> {
  /** Attempts before the job fails for good (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * The wait before each retry, doubled per retry up to its maximum (default DEFAULT_BACKOFF: 1 s, at most 60 s);
   * on pg-boss as pg-boss-retries.ts maps it, never longer than the maximum either.
   */
  backoff?: RetryBackoff;
  /**
   * The longest one attempt may run: then its signal is aborted, its slot is freed and the job fails for good (work
   * that hung once hangs again, and retrying it would hold a slot for another timeout). Handlers must stop on abort.
   */
  timeoutMs?: number;
  /**
   * The pool of worker slots the type runs in (default `default`): each pool has slots of its own, so a long kind of
   * job (conversions) never takes the slots of another (PDFs).
   */
  pool?: string;
  /** Told once when the job fails for good (no attempts left, a PermanentJobError or a timeout). */
  onFailed?(payload: P, error: Error): Promise<void> | void;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<unknown>;

export interface JobQueue {
  /** Registers the handler of one job type; the worker only claims registered types. */
  register<P>(type: string, handler: JobHandler<P>, options?: JobHandlerOptions<P>): void;
  enqueue<P>(type: string, payload: P, options?: EnqueueOptions): Promise<EnqueueResult>;
  /**
   * Writes the job inside the caller's transaction `trx` (an outbox): it exists exactly when the caller's rows
   * commit, so no crash or failure after the commit can leave those rows without their job. The caller calls
   * `wake()` once committed; until then no worker can see the job.
   */
  enqueueWithin<P>(trx: Db, type: string, payload: P, options?: EnqueueOptions): Promise<EnqueueResult>;
  /** Looks for due jobs now instead of at the next poll (a job was just committed by `enqueueWithin`). */
  wake(): void;
  status(id: string): Promise<JobInfo | null>;
  statusByDedupeKey(dedupeKey: string): Promise<JobInfo | null>;
  /** Starts the queue, and its worker unless this process runs none; enqueueing waits for it. */
  start(): void | Promise<void>;
  /** True when the queue's store answers (the readiness probe). */
  ready(): Promise<boolean>;
  /**
   * Runs a job of `type` (empty payload) every `minutes`, once over every process sharing the queue: cleanups and
   * purges. Call before start().
   */
  every(type: string, minutes: number): void;
  /** Stops claiming, aborts running handlers and gives their jobs back; resolves when they have returned. */
  stop(): Promise<void>;
  /** Resolves when no job is running in this process and none is due (tests, benchmarks). */
  idle(): Promise<void>;
}

/** Thrown by a handler for a failure a retry cannot fix (bad input): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** An attempt ran past its handler's `timeoutMs`: final, like any permanent failure. */
export class JobTimeoutError extends PermanentJobError {
  override name = 'JobTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`the job ran longer than ${timeoutMs} ms`);
  }
}
