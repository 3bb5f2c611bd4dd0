import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    const ok = await app.dbReady();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unavailable' });
  });
};

export default health;
