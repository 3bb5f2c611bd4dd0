import type { FastifyPluginAsync } from 'fastify';

/** GET /api/profile: what the client loads before it renders a form page. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/profile', async (request, reply) => {
    const profile = await app.application.getProfile(request.applicant);
    return reply.header('cache-control', 'no-store').send(profile);
  });
};

export default profileRoutes;
