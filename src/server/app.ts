import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { fastifyTrustProxy, type Config } from './config.ts';
import { createSchemaMessageCompiler } from './http/schema-messages.ts';
import { loggerOptions, type LogStream } from './logging.ts';
import configPlugin from './plugins/config.ts';
import sitePlugin from './plugins/site.ts';
import securityHeaders from './plugins/security-headers.ts';
import dbPlugin from './plugins/db.ts';
import answerSecretsPlugin from './plugins/answer-secrets.ts';
import tenantPlugin from './plugins/tenant.ts';
import textsPlugin from './plugins/texts.ts';
import errorsPlugin from './plugins/errors.ts';
import clientPlugin from './plugins/client.ts';
import mailPlugin from './plugins/mail.ts';
import authPlugin from './plugins/auth.ts';
import sessionPlugin from './plugins/session.ts';
import csrfPlugin from './plugins/csrf.ts';
import applicationPlugin from './plugins/application.ts';
import lookupPlugin from './plugins/lookup.ts';
import jobsPlugin from './plugins/jobs.ts';
import purgesPlugin from './plugins/purges.ts';
import storagePlugin from './plugins/storage.ts';
import pdfThreadsPlugin from './plugins/pdf-threads.ts';
import documentsPlugin from './plugins/documents.ts';
import storageRoutes from './routes/storage.ts';
import { uploadOrigin } from './storage/origin.ts';
import { clientKey } from './http/client-key.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import pdfPlugin from './plugins/pdf.ts';
import staffPlugin from './plugins/staff.ts';
import webhooksPlugin from './plugins/webhooks.ts';
import staffScope from './routes/staff/index.ts';
import authRoutes from './routes/public/auth.ts';
import tmpRoutes from './routes/public/tmp.ts';
import apiScope from './routes/api/index.ts';
import healthRoutes from './routes/health.ts';
import tenantRoutes from './routes/public/tenant.ts';
import lookupRoutes from './routes/lookup.ts';
import tmpPdfRoutes from './routes/service/tmp-pdf.ts';

export interface BuildOptions {
  /** In-memory SQLite (tests). */
  memoryDb?: boolean;
  /** Log lines go here instead of stdout (tests). */
  logStream?: LogStream;
  /** Called with every route as it is registered (tests that cover each route, whichever module adds it). */
  onRoute?(route: RouteOptions): void;
}

/** Builds the whole server as one Fastify app: plugins in dependency order, then routes. main.ts only listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(createSchemaMessageCompiler());

  await app.register(configPlugin, { config });
  // The tenant file is checked before the database is opened: a broken file fails fast, whatever the database. The
  // texts come next: every refusal from here on is answered in the request's language.
  await app.register(tenantPlugin);
  await app.register(textsPlugin);
  await app.register(sitePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Our own files only: no inline script.
        scriptSrc: ["'self'"],
        // MUI/emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Uploads go straight to the S3 bucket when files live there.
        connectSrc: ["'self'", ...[uploadOrigin(config.s3)].filter((origin) => origin !== null)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Kept on purpose, though it costs Lighthouse's load a little. A page that opened ours with window.open keeps no
    // handle to it (it could later send the applicant's tab to a look-alike login page), and Chrome on Android, which
    // gives only some sites processes of their own, gives one to a site sending this header: the answers (a Social
    // Security number among them) stay out of other sites' processes. Lighthouse loads a page from about:blank, so the
    // header makes Chrome start a new renderer inside the measured load: one long task of its simulated blocking time
    // (bench/lighthouse.ts names it among the longest tasks, unattributed).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    hsts: config.isProduction,
  });
  // No parse of every request's cookies: the session check reads its one cookie itself, and the one route that
  // reads another parses it there (app.parseCookie).
  await app.register(cookie, { hook: false });
  await app.register(dbPlugin, { memory: options.memoryDb });
  // Per client as every other per-client limit counts (an IPv6 client by its /64), counted in the database so the
  // limit holds across every server process on it.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => clientKey(request.ip), store: databaseRateLimitStore(app.db) });
  await app.register(answerSecretsPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(applicationPlugin);
  await app.register(lookupPlugin);
  await app.register(jobsPlugin);
  await app.register(purgesPlugin);
  await app.register(storagePlugin);
  await app.register(pdfThreadsPlugin);
  await app.register(documentsPlugin);
  await app.register(pdfPlugin);
  await app.register(staffPlugin);
  await app.register(webhooksPlugin);
  // Concern plugins (auth, mail, lookup, storage, jobs, pdf) register here, in dependency order.

  await app.register(healthRoutes);
  await app.register(tenantRoutes);
  await app.register(authRoutes);
  await app.register(tmpRoutes);
  await app.register(apiScope);
  await app.register(lookupRoutes);
  await app.register(storageRoutes);
  await app.register(tmpPdfRoutes);
  await app.register(staffScope);
  // Route modules per API group register here.

  await app.register(clientPlugin);
  return app;
}
