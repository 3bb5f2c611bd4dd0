import fp from 'fastify-plugin';
import { textsFor } from '../texts/server-texts.ts';
import { routePath } from '../http/route-path.ts';
import { createSite, type Site } from '../http/site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which origin is ours (src/server/http/site.ts): mail links, the CSRF Origin check, Secure cookies. */
    site: Site;
  }
}

/** Load balancers probe by address, not by name. */
const ANY_HOST = new Set(['/healthz', '/readyz']);

/**
 * Refuses (421) a request naming a Host this server does not serve: a forged Host, or a DNS-rebound name, gets
 * nothing, not even the client. Routes under /api, /public and /service never answer from a shared cache.
 */
export default fp(
  async (app) => {
    app.decorate(
      'site',
      createSite(app.config, () => {
        const address = app.server.address();
        return address && typeof address === 'object' ? address.port : null;
      }),
    );
    app.addHook('onRequest', async (request, reply) => {
      const path = routePath(request);
      if (/^\/(api|public|service)\//.test(path)) reply.header('cache-control', 'no-store');
      if (ANY_HOST.has(path) || app.site.isOwnHost(request.host)) return;
      return reply
        .status(421)
        .header('cache-control', 'no-store')
        .send({ message: textsFor(request).auth.foreignHost });
    });
  },
  { name: 'site', dependencies: ['config', 'texts'] },
);
