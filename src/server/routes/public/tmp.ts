import type { FastifyPluginAsync } from 'fastify';
import { newSecret, temporaryAnswerSettings } from '../../application/temporary-answers.ts';

const CLAIM_PATH = '/public/tmp';

/**
 * The cookie that makes a browser the owner of the links it opens first. HttpOnly, sent only to this route;
 * `__Secure-` on an https site (`__Host-` would need Path=/).
 */
export function claimCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}admissions.tmp_claim`;
}

/**
 * GET /public/tmp?token=…: a temporary answer set handed out by link. The first browser to open it owns it (its
 * claim cookie); another browser, an unknown token and an expired one all get the same 404.
 */
const tmpRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { token: string } }>(
    CLAIM_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const { secure } = app.site;
      const name = claimCookieName(secure);
      const held = request.cookies[name];
      const claim = held && /^[\w-]{43}$/.test(held) ? held : newSecret();
      const answer = await app.application.readTemporaryAnswers(request.query.token, claim);
      if (!answer) return reply.status(404).send({ message: temporaryAnswerSettings.invalidLink });
      if (claim !== held) {
        reply.setCookie(name, claim, {
          path: CLAIM_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: temporaryAnswerSettings.maxHours * 3600,
        });
      }
      return reply.send({ answer });
    },
  );
};

export default tmpRoutes;
