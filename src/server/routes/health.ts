import type { Routes } from '../http/routes.ts';

/** For load balancers and `npm start` scripts: 200 while the database answers, 503 otherwise; never cached. */
const health: Routes = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    const ok = await app.dbReady();
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'database unavailable' });
  });
};

export default health;
