import { notReadyReason } from '../health/readiness.ts';
import type { Routes } from '../http/routes.ts';

/**
 * Probes for load balancers and orchestrators, open to anyone (no session, no rate limit, any Host) and never
 * cached: `/healthz` says the process is alive and answers requests, whatever it depends on (a restart would not
 * help a database outage); `/readyz` says whether it can serve now, so a balancer sends it no traffic until then.
 */
const health: Routes = async (app) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const reason = await notReadyReason({ database: app.dbReady, storage: app.storage, queue: () => app.jobs.ready() });
    return reply
      .status(reason ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(reason ? { status: 'not ready', reason } : { status: 'ready' });
  });
};

export default health;
