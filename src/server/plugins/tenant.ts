import fp from 'fastify-plugin';
import type { Tenant } from '../../shared/tenant.ts';
import { loadTenant, type WebhookReceiver } from '../tenant/load-tenant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenant: Tenant;
    tenantDir: string;
    /** Receivers of every submission (tenant.json `webhooks`); not part of `tenant`, which the browser gets. */
    tenantWebhooks: WebhookReceiver[];
  }
}

export default fp(
  async (app) => {
    const { tenant, dir, webhooks } = loadTenant(app.config.tenantId);
    app.decorate('tenantWebhooks', webhooks);
    app.decorate('tenant', tenant);
    app.decorate('tenantDir', dir);
  },
  { name: 'tenant', dependencies: ['config'] },
);
