import type { JobWithMetadata } from 'pg-boss';
import type { JobInfo, JobStatus } from './types.ts';

/** A pg-boss job as `findJobs` and `fetch` with `includeMetadata` return it. */
export type BossJob = JobWithMetadata<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- pg-boss declares this type with any; it is handed through unchanged

const STATUS: Record<string, JobStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  // A permanent failure: failed, then cancelled so pg-boss retries it no more (pg-boss-worker.ts).
  cancelled: 'failed',
};

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A job's owner travels as its pg-boss singleton key (on a standard queue it restricts nothing by itself). */
export const ownerOf = (job: { singletonKey: string | null }) => job.singletonKey;

export function toJobInfo(job: BossJob): JobInfo {
  const status = STATUS[job.state] ?? 'queued';
  const output = (job.output ?? null) as { message?: string; result?: unknown } | null;
  return {
    id: job.id,
    type: job.name,
    ownerKey: ownerOf(job),
    payload: job.data,
    status,
    // pg-boss counts a start again as a retry: a job started once has retry count 0.
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    maxAttempts: job.retryLimit + 1,
    lastError: status === 'completed' ? null : (output?.message ?? null),
    result: status === 'completed' ? (output?.result ?? null) : null,
    createdAt: iso(job.createdOn)!,
    finishedAt: status === 'completed' || status === 'failed' ? iso(job.completedOn) : null,
  };
}
