import fp from 'fastify-plugin';
import { authPolicy } from '../../shared/auth/auth-policy.ts';

/** The job that removes what unauthenticated requests left behind (auth/purge.ts). */
const ACCOUNT_PURGE_JOB = 'accounts.purge';

/**
 * Purges run as scheduled jobs, so they run once over every process sharing the queue, in whichever runs jobs
 * (a worker, or the one embedded process), not in every web process.
 */
export default fp(
  async (app) => {
    app.jobs.register(ACCOUNT_PURGE_JOB, () => app.purgeExpiredAccounts(), { maxAttempts: 1 });
    app.jobs.every(ACCOUNT_PURGE_JOB, authPolicy.purgeEveryMinutes);
  },
  { name: 'purges', dependencies: ['auth', 'jobs'] },
);
