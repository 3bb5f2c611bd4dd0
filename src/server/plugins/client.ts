import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Paths the single-page app never owns: unknown ones get a JSON 404 instead of index.html. */
export const API_PREFIXES = ['/api', '/public', '/service', '/lookup', '/storage', '/uploads', '/healthz'];

function pathOf(url: string): string {
  return url.split('?')[0];
}

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A request for a file (a stale chunk after a deploy, a favicon): HTML in its place would only hide the error. */
function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built client with a history fallback (every other GET path gets index.html). index.html is read once:
 * a new build comes with a restart, and a page every applicant loads should not touch the disk (see bench/http.ts).
 */
export default fp(
  async (app) => {
    const root = app.config.clientDir;
    const hasBuild = existsSync(join(root, 'index.html'));
    const indexHtml = hasBuild ? readFileSync(join(root, 'index.html')) : null;
    const indexEtag = indexHtml ? `"${createHash('sha256').update(indexHtml).digest('base64url')}"` : '';
    // Registered even without a build so reply.sendFile exists for other routes (the tenant logo).
    await app.register(fastifyStatic, {
      root: hasBuild ? root : app.tenantDir,
      serve: hasBuild,
      wildcard: false,
      index: false,
      // Each route sets its own cache-control; the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names built assets by content hash: they never change under the same name.
        const immutable = path.startsWith(join(root, 'assets'));
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const path = pathOf(request.url);
      if (isApiPath(path) || isFilePath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (!indexHtml) {
        return reply.status(404).send({ message: 'The client is not built: run npm run build' });
      }
      reply.header('cache-control', 'no-cache').header('etag', indexEtag);
      if (request.headers['if-none-match'] === indexEtag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    });
  },
  { name: 'client', dependencies: ['config', 'tenant'] },
);
