import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from '../../shared/auth/auth-policy.ts';
import type { Applicant } from '../auth/account-service.ts';
import { authCall, writeSessionCookies } from '../auth/http.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in applicant; set by `requireApplicant` on every /api route. */
    applicant: Applicant;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 `{message}` (and both cookies cleared) unless the session is valid; refreshes its idle expiry. */
    requireApplicant(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('applicant', null as unknown as Applicant);
    app.decorate('requireApplicant', async (request: FastifyRequest, reply: FastifyReply) => {
      const { applicant, setCookies } = await app.accounts.readSession(authCall(request));
      if (!applicant) {
        writeSessionCookies(request, reply, setCookies, 'clear');
        return reply.status(401).header('cache-control', 'no-store').send({ message: authMessages.sessionInvalid });
      }
      writeSessionCookies(request, reply, setCookies, { username: applicant.username });
      request.applicant = applicant;
    });
  },
  { name: 'session', dependencies: ['auth'] },
);
