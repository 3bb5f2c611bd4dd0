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
      now: () => new Date(),
    });
    app.jobs.register<WebhookPayload>(WEBHOOK_JOB, webhooks.job.handler, webhooks.job.options);
    app.decorate('webhooks', webhooks);
  },
  { name: 'webhooks', dependencies: ['db', 'tenant', 'jobs', 'staff'] },
);
