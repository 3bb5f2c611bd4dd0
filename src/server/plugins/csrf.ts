import fp from 'fastify-plugin';
import { authMessages } from '../../shared/auth/auth-policy.ts';
import { memoize } from '../http/memo.ts';
import { routePath } from '../http/route-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route takes no JSON (the multipart storage upload); it checks its own request instead. */
    csrf?: boolean;
  }
}

const GUARDED_PREFIXES = ['/api/', '/public/'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of an Origin or Referer value; remembered, since every call from the app sends the same one. */
const originOf = memoize((value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}, 64);

/**
 * Cross-site request forgery: a state-changing call on /api or /public must send JSON (which a plain HTML form
 * cannot) and come from our own origin (Origin, else Referer; ours is configuration, app.site, never the Host header).
 * Any /api call a browser marks cross-site is refused too, so a link on another site cannot log the applicant out.
 * The route decides, not the raw URL: `/%61pi/logout` is /api/logout.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = routePath(request);
      if (!GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
      if (request.routeOptions.config?.csrf === false) return;
      const refuse = (message: string) => reply.status(403).header('cache-control', 'no-store').send({ message });
      if (path.startsWith('/api/') && request.headers['sec-fetch-site'] === 'cross-site') {
        return refuse(authMessages.foreignOrigin);
      }
      if (!STATE_CHANGING.has(request.method)) return;
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (contentType !== 'application/json') return refuse(authMessages.jsonRequired);
      const { origin: sent, referer } = request.headers;
      const origin = (sent ? originOf(sent) : null) ?? (referer ? originOf(referer) : null);
      if (!origin || !request.server.site.isOwnOrigin(origin)) return refuse(authMessages.foreignOrigin);
    });
  },
  { name: 'csrf', dependencies: ['config', 'site'] },
);
