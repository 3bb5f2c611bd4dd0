import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { backoffDelayMs, type RetryBackoff } from '../jobs/retries.ts';
import { PermanentJobError, type JobHandler, type JobHandlerOptions } from '../jobs/types.ts';
import type { SubmissionReader } from '../submissions/reader.ts';
import type { WebhookReceiver } from '../tenant/load-tenant.ts';
import { findDelivery, insertDelivery, listNeverAttempted, recordAttempt, setDeliveryStatus } from './deliveries.ts';
import { secretKey, signedHeaders } from './sign.ts';

export const WEBHOOK_JOB = 'submission.webhook';

export interface WebhookPayload {
  deliveryId: string;
  applicationId: string;
  receiver: string;
  /** No attempt starts after this time (ISO): the delivery has failed for good. */
  notAfter: string;
}

interface WebhookSchedule {
  retryHours: number;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  timeoutSeconds: number;
  /** How often deliveries recorded but never queued are queued, and how old one must be to count as such. */
  relaySeconds: number;
}

export interface WebhookDeps {
  db: Db;
  reader: SubmissionReader;
  receivers: () => readonly WebhookReceiver[];
  /** The environment the receivers' secrets are read from. */
  env: NodeJS.ProcessEnv;
  schedule: WebhookSchedule;
  enqueue(payload: WebhookPayload, dedupeKey: string): Promise<unknown>;
  /** Whether the queue holds a job under this dedupe key, whatever its state. */
  isQueued(dedupeKey: string): Promise<boolean>;
  now(): Date;
}

const backoffOf = (schedule: WebhookSchedule): RetryBackoff => ({ firstMs: schedule.firstRetrySeconds * 1000, maxMs: schedule.maxRetrySeconds * 1000 });

/** Attempts enough to keep retrying, at the schedule's longest wait, for the whole retry window; the window ends it first. */
function attemptsFor(schedule: WebhookSchedule): number {
  let elapsed = 0;
  let attempts = 1;
  while (elapsed < schedule.retryHours * 3_600_000) elapsed += backoffDelayMs(backoffOf(schedule), attempts++);
  return attempts;
}

const message = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);

/**
 * Webhook deliveries of submissions: one durable job per receiver and submission, POSTing the submission signed as
 * Standard Webhooks says, retried with backoff until the receiver accepts (2xx) or the retry window ends; every
 * attempt recorded. The applicant's submit only records them (in its transaction) and queues them after.
 */
export function createWebhooks(deps: WebhookDeps) {
  const { db, schedule } = deps;
  const iso = () => deps.now().toISOString();
  const dedupeKey = (deliveryId: string) => `${WEBHOOK_JOB}:${deliveryId}`;
  /** Queues one delivery's job, retried until `from` plus the retry window. */
  const queueDelivery = (delivery: { id: string; application_id: string; receiver: string }, from: Date) =>
    deps.enqueue(
      {
        deliveryId: delivery.id,
        applicationId: delivery.application_id,
        receiver: delivery.receiver,
        notAfter: new Date(from.getTime() + schedule.retryHours * 3600_000).toISOString(),
      },
      dedupeKey(delivery.id),
    );

  const handler: JobHandler<WebhookPayload> = async (payload, { signal }) => {
    const delivery = await findDelivery(db, payload.deliveryId);
    if (!delivery || delivery.status === 'delivered') return { skipped: true };
    if (deps.now().toISOString() > payload.notAfter) throw new PermanentJobError(`no answer accepted within ${schedule.retryHours} hours`);
    const receiver = deps.receivers().find((candidate) => candidate.name === payload.receiver);
    if (!receiver) throw new PermanentJobError(`no receiver named "${payload.receiver}" in tenant.json`);
    const url = new URL(receiver.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PermanentJobError(`refused: ${url.protocol} is not http or https`);
    const started = deps.now();
    const record = (statusCode: number | null, error: string | null, status: 'pending' | 'delivered') =>
      recordAttempt(db, {
        deliveryId: delivery.id,
        attempt: delivery.attempts + 1,
        statusCode,
        error,
        startedAt: started.toISOString(),
        durationMs: deps.now().getTime() - started.getTime(),
        status,
      });
    const key = secretKey(deps.env[receiver.secretEnv] ?? '');
    if (!key) {
      await record(null, `${receiver.secretEnv} holds no whsec_ secret`, 'pending');
      throw new Error(`${receiver.secretEnv} holds no whsec_ secret`);
    }
    const submission = await deps.reader.get(payload.applicationId, receiver.withSsn === true);
    if (!submission) throw new PermanentJobError('no such submitted application');
    const body = JSON.stringify({ type: 'application.submitted', timestamp: submission.submittedAt, data: submission });
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(key, delivery.id, Math.floor(started.getTime() / 1000), body) },
        body,
        // A redirect is an answer, not an acceptance: the signed body never goes where the tenant did not name.
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(schedule.timeoutSeconds * 1000)]),
      });
      await response.body?.cancel();
    } catch (error) {
      await record(null, message(error), 'pending');
      throw error;
    }
    if (response.status >= 200 && response.status < 300) {
      await record(response.status, null, 'delivered');
      return { status: response.status };
    }
    await record(response.status, `answered ${response.status}`, 'pending');
    throw new Error(`${receiver.name} answered ${response.status}`);
  };

  const options: JobHandlerOptions<WebhookPayload> = {
    maxAttempts: attemptsFor(schedule),
    backoff: backoffOf(schedule),
    async onFailed(payload, error) {
      await setDeliveryStatus(db, payload.deliveryId, 'failed', iso(), error.message);
    },
  };

  return {
    job: { handler, options },

    /**
     * Records one pending delivery per receiver, in the submit's own transaction (`trx`): a submission is never kept
     * without its deliveries, whatever happens to the process after the commit.
     */
    async recordDeliveries(trx: Db, applicationId: string): Promise<void> {
      for (const receiver of deps.receivers()) await insertDelivery(trx, { id: randomUUID(), applicationId, receiver: receiver.name, now: iso() });
    },

    /** Queues the jobs of a submission's recorded deliveries, once it is committed; a receiver that is down changes nothing here. */
    async dispatch(applicationId: string): Promise<void> {
      for (const delivery of await listNeverAttempted(db, { applicationId })) await queueDelivery(delivery, new Date(delivery.created_at));
    },

    /**
     * Queues every delivery recorded with its submission whose job was never queued (the process stopped, or the
     * queue failed, between the commit and `dispatch`). A delivery younger than `relaySeconds` is left to its
     * submit's own dispatch. Returns how many were queued.
     */
    async relay(): Promise<number> {
      const before = new Date(deps.now().getTime() - schedule.relaySeconds * 1000).toISOString();
      let queued = 0;
      for (const delivery of await listNeverAttempted(db, { before })) {
        if (await deps.isQueued(dedupeKey(delivery.id))) continue;
        await queueDelivery(delivery, new Date(delivery.created_at));
        queued += 1;
      }
      return queued;
    },

    /** Starts a delivery again from its first attempt, with a new retry window; false when there is none to resend. */
    async resend(deliveryId: string): Promise<boolean> {
      const delivery = await findDelivery(db, deliveryId);
      if (!delivery || delivery.status === 'delivered') return false;
      await setDeliveryStatus(db, deliveryId, 'pending', iso());
      await queueDelivery(delivery, deps.now());
      return true;
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
