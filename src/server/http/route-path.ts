import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed by: the matched route's pattern, else the decoded URL path. Guards decide by this,
 * never by the raw URL, since the router decodes `/%61pi/logout` to `/api/logout` and would otherwise slip past them.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
