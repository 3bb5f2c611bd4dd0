import type { FastifyReply } from 'fastify';
import { newSecret, temporaryAnswerSettings } from '../../application/temporary-answers.ts';
import { RequestError } from '../../http/request-error.ts';
import type { Routes } from '../../http/routes.ts';
import { tokenQuery } from '../../http/token-query.ts';

const CLAIM_PATH = '/public/tmp';

/**
 * The cookie that makes a browser the owner of the links it opens first. HttpOnly, sent only to this route;
 * `__Secure-` on an https site (`__Host-` would need Path=/).
 */
export function claimCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}admissions.tmp_claim`;
}

/**
 * Ends this browser's claim (at logout): the links it opened are then as useless here as in any other browser, so
 * the next person at a shared computer cannot reopen them.
 */
export function clearClaimCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(claimCookieName(secure), { path: CLAIM_PATH, httpOnly: true, sameSite: 'strict', secure });
}

/**
 * GET /public/tmp?token=…: a temporary answer set handed out by link. The first browser to open it owns it (its
 * claim cookie); another browser, an unknown token and an expired one all get the same 404.
 */
const tmpRoutes: Routes = async (app) => {
  app.get(CLAIM_PATH, { schema: { querystring: tokenQuery('token') } }, async (request, reply) => {
    const { secure } = app.site;
    const name = claimCookieName(secure);
    const held = request.headers.cookie ? app.parseCookie(request.headers.cookie)[name] : undefined;
    const claim = held && /^[\w-]{43}$/.test(held) ? held : newSecret();
    const answer = await app.application.readTemporaryAnswers(request.query.token, claim);
    if (!answer) throw new RequestError(404, temporaryAnswerSettings.invalidLink, undefined, (texts) => texts.temporaryAnswers.invalidLink);
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
  });
};

export default tmpRoutes;
