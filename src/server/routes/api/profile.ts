import type { Routes } from '../../http/routes.ts';

/** GET /api/profile: what the client loads before it renders a form page. */
const profileRoutes: Routes = async (app) => {
  app.get('/api/profile', async (request, reply) => {
    const profile = await app.application.getProfile(request.applicant);
    return reply.header('cache-control', 'no-store').send(profile);
  });
};

export default profileRoutes;
