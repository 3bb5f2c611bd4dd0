/** The durable jobs table (migration 0040_jobs). */
type JobState = 'queued' | 'running' | 'completed' | 'failed';

export interface JobTable {
  id: string;
  type: string;
  /** JSON text of the job's payload. */
  payload: string;
  dedupe_key: string | null;
  /** Whom the job works for (an applicant): at most one job of an owner runs at a time (migration 0070_job_owner). */
  owner_key: string | null;
  status: JobState;
  /** Claims so far, including the one running now. */
  attempts: number;
  max_attempts: number;
  /** Not claimed before this time (retries wait here). */
  run_at: string;
  /** While running: the worker holds the job until then, and renews it; after it, any worker may take it over. */
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  /** JSON text of what the handler returned. */
  result: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The job a dedupe key names where pg-boss runs the jobs (migration 0091_job_keys). */
export interface JobDedupeTable {
  dedupe_key: string;
  /** The job type, which is also its pg-boss queue. */
  type: string;
  job_id: string;
}

/** The running job of an owner where pg-boss runs the jobs (migration 0091_job_keys). */
export interface JobOwnerRunTable {
  owner_key: string;
  job_id: string;
  /** ISO time: past it the job's worker is taken for dead and another job of the owner may run. */
  lease_until: string;
}
