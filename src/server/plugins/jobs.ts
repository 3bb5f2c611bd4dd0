import fp from 'fastify-plugin';
import { jobQueueFor } from '../jobs/from-config.ts';
import type { JobQueue } from '../jobs/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs: `register` a handler per type (in a plugin), `enqueue`, read `status`. */
    jobs: JobQueue;
  }
}

/**
 * The job queue: pg-boss on PostgreSQL, the `job` table on SQLite (jobs/from-config.ts). Handlers are registered by
 * later plugins, so the queue starts once the app is ready; as the app starts to close it stops taking jobs and
 * gives unfinished ones back (a crash leaves them to the lease or pg-boss's expiry instead).
 */
export default fp(
  async (app) => {
    const queue = jobQueueFor({
      db: app.db,
      engine: app.dbEngine,
      pgPool: app.pgPool,
      log: app.log,
      runWorker: app.config.jobsWorker,
      concurrency: app.config.jobsConcurrency,
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    // preClose, not onClose: onClose hooks run in reverse order of registration, so the plugins registered after this
    // one (LibreOffice, Chromium, storage) would close under running jobs, which then fail instead of being given back.
    app.addHook('preClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
