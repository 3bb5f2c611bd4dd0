import fp from 'fastify-plugin';
import { createAccountMail } from '../auth/account-mail.ts';
import { createAccountService, type AccountService } from '../auth/account-service.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { createAuth } from '../auth/create-auth.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, confirmation, login, password reset, logout and session reads (better-auth behind our own routes). */
    accounts: AccountService;
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;
    if (config.isProduction && !config.publicUrl) {
      app.log.warn(`PUBLIC_URL is not set: the site is ${app.site.origin()} (mail links, accepted origins)`);
    }
    const secret = await resolveAuthSecret(db, config.authSecret);
    const mail = createAccountMail(db, app.mailer, app.site.origin);
    const auth = createAuth({
      db,
      engine: app.dbEngine,
      secret,
      baseURL: app.site.origin(),
      secureCookies: app.site.secure,
      log: app.log,
      onCode: mail.onCode,
      onExistingAccountSignUp: mail.onExistingAccountSignUp,
    });
    app.decorate('accounts', createAccountService({ auth, db, throttle: createLoginThrottle(db) }));
  },
  { name: 'auth', dependencies: ['config', 'site', 'db', 'mail'] },
);
