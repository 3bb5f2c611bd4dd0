import fp from 'fastify-plugin';
import staffApi from '../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { createWebhooks, WEBHOOK_JOB, type WebhookPayload, type Webhooks } from '../webhooks/webhook-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed deliveries of every submission to the tenant's receivers, as durable jobs. */
    webhooks: Webhooks;
  }
}

export default fp(
  async (app) => {
    const webhooks = createWebhooks({
      db: app.db,
      reader: app.submissions,
      receivers: () => app.tenantWebhooks,
      env: process.env,
      schedule: staffApi.webhook,
      enqueue: (payload, dedupeKey) => app.jobs.enqueue<WebhookPayload>(WEBHOOK_JOB, payload, { dedupeKey }),
      isQueued: async (dedupeKey) => (await app.jobs.statusByDedupeKey(dedupeKey)) !== null,
      now: () => new Date(),
    });
    app.jobs.register<WebhookPayload>(WEBHOOK_JOB, webhooks.job.handler, webhooks.job.options);
    app.decorate('webhooks', webhooks);
    // A delivery recorded with its submission whose job was never queued (the process stopped right after the
    // commit, or the queue failed) is queued at start and then every relaySeconds, by whichever process runs.
    const relay = () => void webhooks.relay().catch((error: unknown) => app.log.error({ err: error }, 'webhooks: cannot queue recorded deliveries'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      relay();
      timer = setInterval(relay, staffApi.webhook.relaySeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'webhooks', dependencies: ['db', 'tenant', 'jobs', 'staff'] },
);
