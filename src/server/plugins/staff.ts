import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import staffApi from '../../../texts-and-settings/staff-api.json' with { type: 'json' };
import { createStaffKeys, type StaffKey, type StaffKeys } from '../staff/api-keys.ts';
import { createSubmissionReader, type SubmissionReader } from '../submissions/reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staffKeys: StaffKeys;
    /** Submitted applications as the one representation (export, staff API, webhook). */
    submissions: SubmissionReader;
    /** The staff API key check of every /staff route: 401 without a live key. */
    requireStaffKey(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The staff API key of a /staff call; set by `requireStaffKey`. */
    staffKey: StaffKey | null;
    /** The applications a /staff answer carries, for the audit log; set by the route that answers (null: none). */
    staffReturned: string[] | null;
  }
}

const BEARER = /^Bearer ([^\s]+)$/;
/** What a staff API key looks like in a header, whatever its value. */
const STAFF_KEY_HEADER = /^Bearer sk_staff_/i;

/**
 * Staff API keys and the submission reader. A staff key only ever opens /staff: a request elsewhere carrying one is
 * refused, and an applicant's session cookie never opens /staff (the check reads only the bearer key).
 */
export default fp(
  async (app) => {
    const keys = createStaffKeys(app.db);
    app.decorate('staffKeys', keys);
    app.decorate('submissions', createSubmissionReader({ db: app.db, codec: app.answerCodec, tenantId: app.tenant.id }));
    app.decorateRequest('staffKey', null);
    app.decorateRequest('staffReturned', null);
    app.decorate('requireStaffKey', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const key = token ? await keys.authenticate(token) : null;
      if (!key) {
        await reply.status(401).header('www-authenticate', 'Bearer').send({ message: staffApi.unauthorized });
        return reply;
      }
      request.staffKey = key;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/staff/') || !STAFF_KEY_HEADER.test(request.headers.authorization ?? '')) return;
      await reply.status(401).send({ message: staffApi.unauthorized });
      return reply;
    });
  },
  { name: 'staff', dependencies: ['db', 'tenant', 'answer-secrets'] },
);
