import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { exponentialBackoff } from '../jobs/backoff.ts';
import { PermanentJobError, type JobHandler, type JobHandlerOptions } from '../jobs/types.ts';
import type { SubmissionReader } from '../submissions/reader.ts';
import type { WebhookReceiver } from '../tenant/load-tenant.ts';
import { findDelivery, insertDelivery, recordAttempt, setDeliveryStatus } from './deliveries.ts';
import { secretKey, signedHeaders } from './sign.ts';

export const WEBHOOK_JOB = 'submission.webhook';

export interface WebhookPayload {
  deliveryId: string;
  applicationId: string;
  receiver: string;
  /** No attempt starts after this time (ISO): the delivery has failed for good. */
  notAfter: string;
}

export interface WebhookSchedule {
  retryHours: number;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  timeoutSeconds: number;
}

export interface WebhookDeps {
  db: Db;
  reader: SubmissionReader;
  receivers: () => readonly WebhookReceiver[];
  /** The environment the receivers' secrets are read from. */
  env: NodeJS.ProcessEnv;
  schedule: WebhookSchedule;
  enqueue(payload: WebhookPayload, dedupeKey: string): Promise<unknown>;
  now(): Date;
}

/** Attempts enough to keep retrying, at the schedule's longest wait, for the whole retry window; the window ends it first. */
function attemptsFor(schedule: WebhookSchedule): number {
  let elapsed = 0;
  let attempts = 1;
  const backoff = (retry: number) => Math.min(schedule.maxRetrySeconds, schedule.firstRetrySeconds * 2 ** (retry - 1));
  while (elapsed < schedule.retryHours * 3600) elapsed += backoff(attempts++);
  return attempts;
}

const message = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error));

/**
 * Webhook deliveries of submissions: one durable job per receiver and submission, POSTing the submission signed as
 * Standard Webhooks says, retried with backoff until the receiver accepts (2xx) or the retry window ends; every
 * attempt recorded. The applicant's submit only queues them.
 */
export function createWebhooks(deps: WebhookDeps) {
  const { db, schedule } = deps;
  const iso = () => deps.now().toISOString();
  const dedupeKey = (deliveryId: string) => `${WEBHOOK_JOB}:${deliveryId}`;
  const queueDelivery = (payload: Omit<WebhookPayload, 'notAfter'>) =>
    deps.enqueue({ ...payload, notAfter: new Date(deps.now().getTime() + schedule.retryHours * 3600_000).toISOString() }, dedupeKey(payload.deliveryId));

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
      recordAttempt(db, { deliveryId: delivery.id, attempt: delivery.attempts + 1, statusCode, error, startedAt: started.toISOString(), durationMs: deps.now().getTime() - started.getTime(), status });
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
    backoffMs: exponentialBackoff(schedule.firstRetrySeconds * 1000, schedule.maxRetrySeconds * 1000),
    async onFailed(payload, error) {
      await setDeliveryStatus(db, payload.deliveryId, 'failed', iso(), error.message);
    },
  };

  return {
    job: { handler, options },

    /** Queues one delivery per receiver of a submission that was just made; a receiver that is down changes nothing here. */
    async queueSubmission(applicationId: string): Promise<void> {
      for (const receiver of deps.receivers()) {
        const deliveryId = randomUUID();
        if (await insertDelivery(db, { id: deliveryId, applicationId, receiver: receiver.name, now: iso() })) {
          await queueDelivery({ deliveryId, applicationId, receiver: receiver.name });
        }
      }
    },

    /** Starts a delivery again from its first attempt, with a new retry window; false when there is none to resend. */
    async resend(deliveryId: string): Promise<boolean> {
      const delivery = await findDelivery(db, deliveryId);
      if (!delivery || delivery.status === 'delivered') return false;
      await setDeliveryStatus(db, deliveryId, 'pending', iso());
      await queueDelivery({ deliveryId, applicationId: delivery.application_id, receiver: delivery.receiver });
      return true;
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
