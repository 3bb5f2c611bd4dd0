import fp from 'fastify-plugin';
import { createAccountMail } from '../auth/account-mail.ts';
import { createAccountService, type AccountService } from '../auth/account-service.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { createAuth } from '../auth/create-auth.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import { createPasswordHashing, type PasswordHashing } from '../auth/password-hashing.ts';
import { THREAD_POOL_SIZE } from '../thread-pool.ts';
import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { purgeExpired } from '../auth/purge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, confirmation, login, password reset, logout and session reads (better-auth behind our own routes). */
    accounts: AccountService;
    /** The process's one door to argon2: at most passwordHashing.concurrent hashes at once (auth/policy.json). */
    passwordHashing: PasswordHashing;
    /** Removes rows left by unauthenticated requests once their window is over (a job every purgeEveryMinutes). */
    purgeExpiredAccounts(now?: Date): Promise<void>;
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;
    if (config.isProduction && !config.publicUrl) {
      app.log.warn(`PUBLIC_URL is not set: the site is ${app.site.origin()} (mail links, accepted origins)`);
    }
    if (config.isProduction && config.threadPoolSize < THREAD_POOL_SIZE) {
      app.log.warn(
        `UV_THREADPOOL_SIZE is ${config.threadPoolSize}: password hashes may take most of libuv's threads from file and DNS work; ` +
          `start the process with UV_THREADPOOL_SIZE=${THREAD_POOL_SIZE} (npm start does)`,
      );
    }
    const secret = await resolveAuthSecret(db, config.authSecret);
    const hashing = createPasswordHashing(authPolicy.passwordHashing);
    const mail = createAccountMail(db, app.mailer, app.site.origin);
    const auth = createAuth({
      db,
      engine: app.dbEngine,
      secret,
      baseURL: app.site.origin(),
      secureCookies: app.site.secure,
      log: app.log,
      hashing,
      onCode: mail.onCode,
      onExistingAccountSignUp: mail.onExistingAccountSignUp,
    });
    app.decorate('passwordHashing', hashing);
    app.decorate('accounts', createAccountService({ auth, db, throttle: createLoginThrottle(db), hashing, now: () => new Date() }));
    // Run every purgeEveryMinutes as a job (plugins/purges.ts), once over all processes.
    app.decorate('purgeExpiredAccounts', (now?: Date) => purgeExpired(db, app.dbEngine, now));
  },
  { name: 'auth', dependencies: ['config', 'site', 'db', 'mail'] },
);
