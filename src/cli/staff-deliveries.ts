import { ConfigError, loadConfig, type Config } from '../server/config.ts';
import type { Db } from '../server/db/database.ts';
import type { JobQueue } from '../server/jobs/types.ts';
import { jobQueueFor } from '../server/jobs/from-config.ts';
import { listAttempts, listUndelivered } from '../server/webhooks/deliveries.ts';
import { createWebhooks, WEBHOOK_JOB } from '../server/webhooks/webhook-job.ts';
import { createSubmissionReader } from '../server/submissions/reader.ts';
import { openAnswerCodec } from '../server/secrets/open-answer-codec.ts';
import { loadTenant, type WebhookReceiver } from '../server/tenant/load-tenant.ts';
import staffApi from '../../texts-and-settings/staff-api.json' with { type: 'json' };
import { readArguments } from './support/read-arguments.ts';
import { withDatabase } from './support/with-database.ts';
import { runCommand, usageError } from './support/run-command.ts';

const USAGE = `Usage: npm run staff:deliveries [-- --resend DELIVERY_ID]
Lists the webhook deliveries not yet accepted (pending or failed) with their attempts; --resend queues one again.`;

/** Webhook deliveries in the database the server uses; a resend is picked up by the server's job worker. Exit 0, 1 no such delivery, 2 usage. */
async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2), { resend: { type: 'string' } });
  if (typeof args === 'string' || args.positionals.length > 0) return usage(typeof args === 'string' ? args : 'No positional arguments.');
  const config = loadConfig();
  const { webhooks: receivers } = loadTenant(config.tenantId);
  return withDatabase(config, async ({ db, engine, pgPool }) => {
    // Only enqueues, on the queue the server's workers take jobs from; they make the delivery.
    const queue = jobQueueFor({ db, engine, pgPool, log: console, runWorker: false });
    try {
      return await listOrResend(queue, db, args.values.resend, config, receivers);
    } finally {
      await queue.stop();
    }
  });
}

/** Lists the deliveries not yet accepted, or queues one again. */
async function listOrResend(queue: JobQueue, db: Db, resend: string | undefined, config: Config, receivers: readonly WebhookReceiver[]): Promise<number> {
  const webhooks = createWebhooks({
    db,
    reader: createSubmissionReader({ db, codec: await openAnswerCodec(db, config), tenantId: config.tenantId }),
    receivers: () => receivers,
    env: process.env,
    schedule: staffApi.webhook,
    enqueue: (payload, dedupeKey) => queue.enqueue(WEBHOOK_JOB, payload, { dedupeKey }),
    isQueued: async (dedupeKey) => (await queue.statusByDedupeKey(dedupeKey)) !== null,
    now: () => new Date(),
  });
  queue.register(WEBHOOK_JOB, webhooks.job.handler, webhooks.job.options);
  if (resend !== undefined) {
    if (!(await webhooks.resend(resend))) {
      console.error(`No undelivered delivery ${resend}.`);
      return 1;
    }
    console.log(`Delivery ${resend} queued again.`);
    return 0;
  }
  const deliveries = await listUndelivered(db);
  if (deliveries.length === 0) console.log('Every delivery was accepted.');
  for (const delivery of deliveries) {
    console.log(
      `${delivery.id}\t${delivery.status}\t${delivery.receiver}\tapplication ${delivery.application_id}\t${delivery.attempts} attempt(s)\t${delivery.last_error ?? ''}`,
    );
    for (const attempt of await listAttempts(db, delivery.id)) {
      console.log(`  #${attempt.attempt}\t${attempt.started_at}\t${attempt.status_code ?? '-'}\t${attempt.duration_ms} ms\t${attempt.error ?? ''}`);
    }
  }
  return 0;
}

const usage = (problem: string) => usageError(problem, USAGE);

runCommand(main, (error) => (error instanceof ConfigError ? error.message : String(error)));
