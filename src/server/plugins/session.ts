import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idleTiming } from '../../shared/auth/idle-timing.ts';
import { authPolicy } from '../../shared/auth/auth-policy.ts';
import { textsFor } from '../texts/server-texts.ts';
import type { Applicant } from '../auth/account-service.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { sessionCookieName } from '../auth/create-auth.ts';
import { writeSessionCookies } from '../auth/http.ts';
import { createSessionCheck, type SessionCheck } from '../auth/session-check.ts';
import { cookieValue, createSessionCookieReader } from '../auth/session-cookie.ts';
import { postgresSessionRows, sqliteSessionRows } from '../db/sessions/session-rows.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in applicant; set by `requireApplicant` on every /api route. */
    applicant: Applicant;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 `{message}` (and both cookies cleared) unless the session is valid; refreshes its idle expiry. */
    requireApplicant(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The per-request session check behind `requireApplicant` (src/server/auth/session-check.ts). */
    sessions: SessionCheck;
  }
}

/**
 * The session check of every /api call, beside better-auth rather than through it: better-auth writes the sessions
 * (login, logout, password reset); this reads its rows and cookie directly (see session-check.ts for the idle rule).
 */
export default fp(
  async (app) => {
    const { session } = authPolicy;
    const secure = app.site.secure;
    const cookie = createSessionCookieReader(await resolveAuthSecret(app.db, app.config.authSecret), sessionCookieName(secure));
    const rows = app.pgPool ? postgresSessionRows(app.pgPool) : sqliteSessionRows(app.sqlite!);
    const sessions = createSessionCheck({
      rows,
      cookie,
      idleMs: idleTiming.idleMs,
      absoluteMs: session.absoluteSeconds * 1000,
      writeEveryMs: session.idleWriteEverySeconds * 1000,
      onError: (error) => app.log.error({ err: error }, 'session expiry write failed'),
    });
    app.decorate('sessions', sessions);
    // Before the database plugin closes the connection.
    app.addHook('preClose', () => sessions.close());

    // As better-auth writes it, a plain header (so /api/logout can drop it for its own clearing cookie).
    const cookieAttributes = `; Max-Age=${idleTiming.idleSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    app.decorateRequest('applicant', null as unknown as Applicant);
    app.decorate('requireApplicant', async (request: FastifyRequest, reply: FastifyReply) => {
      const applicant = await sessions.check(request.headers.cookie);
      if (!applicant) {
        const clear = request.headers.cookie?.includes(cookie.cookieName) ? [`${cookie.cookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`] : [];
        writeSessionCookies(request, reply, clear, 'clear');
        return reply
          .status(401)
          .header('cache-control', 'no-store')
          .send({ message: textsFor(request).auth.sessionInvalid });
      }
      // The browser keeps the cookies exactly as long as the server keeps the session: idle time from this call.
      const value = encodeURIComponent(cookieValue(request.headers.cookie, cookie.cookieName)!);
      writeSessionCookies(request, reply, [`${cookie.cookieName}=${value}${cookieAttributes}`], 'set');
      request.applicant = applicant;
    });
  },
  { name: 'session', dependencies: ['auth', 'db', 'site', 'config', 'texts'] },
);
