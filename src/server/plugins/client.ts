import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Paths the single-page app never owns: unknown ones get a JSON 404 instead of index.html. */
export const API_PREFIXES = ['/api', '/public', '/service', '/lookup', '/storage', '/uploads', '/healthz'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Serves the built client with a history fallback (every other GET path gets index.html). */
export default fp(
  async (app) => {
    const root = app.config.clientDir;
    const hasBuild = existsSync(join(root, 'index.html'));
    // Registered even without a build so reply.sendFile exists for other routes (the tenant logo).
    await app.register(fastifyStatic, {
      root: hasBuild ? root : app.tenantDir,
      serve: hasBuild,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.startsWith(join(root, 'assets'))) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (!hasBuild) {
        return reply.status(404).send({ message: 'The client is not built: run npm run build' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'client', dependencies: ['config', 'tenant'] },
);
