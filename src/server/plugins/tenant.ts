import fp from 'fastify-plugin';
import type { Tenant } from '../../shared/tenant.ts';
import { loadTenant } from '../tenant/load-tenant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenant: Tenant;
    tenantDir: string;
  }
}

export default fp(
  async (app) => {
    const { tenant, dir } = loadTenant(app.config.tenantId);
    app.decorate('tenant', tenant);
    app.decorate('tenantDir', dir);
  },
  { name: 'tenant', dependencies: ['config'] },
);
