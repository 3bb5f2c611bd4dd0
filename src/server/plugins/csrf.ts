import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { authMessages } from '../../shared/auth/auth-policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route takes no JSON (the multipart storage upload); it checks its own request instead. */
    csrf?: boolean;
  }
}

const GUARDED_PREFIXES = ['/api/', '/public/'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin this app is served from: PUBLIC_URL's when set (a Host header can be chosen by the caller), else the request's own. */
function ownOrigin(request: FastifyRequest): string | null {
  return originOf(request.server.config.publicUrl ?? `${request.protocol}://${request.host}`);
}

/**
 * Cross-site request forgery: a state-changing call on /api or /public must send JSON (which a plain HTML form
 * cannot) and come from our own origin (Origin, else Referer). Any /api call a browser marks cross-site is refused too,
 * so a link on another site cannot log the applicant out.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
      if (request.routeOptions.config?.csrf === false) return;
      const refuse = (message: string) => reply.status(403).header('cache-control', 'no-store').send({ message });
      if (path.startsWith('/api/') && request.headers['sec-fetch-site'] === 'cross-site') {
        return refuse(authMessages.foreignOrigin);
      }
      if (!STATE_CHANGING.has(request.method)) return;
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (contentType !== 'application/json') return refuse(authMessages.jsonRequired);
      const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
      if (!origin || origin !== ownOrigin(request)) return refuse(authMessages.foreignOrigin);
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
