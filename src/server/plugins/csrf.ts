import fp from 'fastify-plugin';
import { textsFor } from '../texts/server-texts.ts';
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
/**
 * The Sec-Fetch-Site values an /api call may carry: a page of our own origin, or the user typing or bookmarking the
 * address. A sibling subdomain (same-site) is another site's page as far as the applicant's session goes.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

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
 * Any /api call a browser marks as coming from another page than ours (Sec-Fetch-Site other than same-origin or none)
 * is refused too, so a link or image on another site, even a sibling subdomain, cannot log the applicant out. A
 * client that sends no Sec-Fetch-Site (not a browser, or an old one) is judged by the checks that follow.
 * The route decides, not the raw URL: `/%61pi/logout` is /api/logout.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = routePath(request);
      if (!GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
      if (request.routeOptions.config?.csrf === false) return;
      const refuse = (message: string) => reply.status(403).header('cache-control', 'no-store').send({ message });
      const fetchSite = request.headers['sec-fetch-site'];
      if (path.startsWith('/api/') && fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) {
        return refuse(textsFor(request).auth.foreignOrigin);
      }
      if (!STATE_CHANGING.has(request.method)) return;
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (contentType !== 'application/json') return refuse(textsFor(request).auth.jsonRequired);
      const { origin: sent, referer } = request.headers;
      const origin = (sent ? originOf(sent) : null) ?? (referer ? originOf(referer) : null);
      if (!origin || !request.server.site.isOwnOrigin(origin)) return refuse(textsFor(request).auth.foreignOrigin);
    });
  },
  { name: 'csrf', dependencies: ['config', 'site', 'texts'] },
);
