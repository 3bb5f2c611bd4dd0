import type { FastifyPluginAsync } from 'fastify';

/** The partner configuration for the client, and its logo. Editing tenant.json needs a restart, never a rebuild. */
const tenantRoutes: FastifyPluginAsync = async (app) => {
  app.get('/public/tenant', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(app.tenant);
  });
  app.get('/public/tenant/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (file !== app.tenant.branding.logo) return reply.status(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'public, max-age=3600').sendFile(file, app.tenantDir);
  });
};

export default tenantRoutes;
