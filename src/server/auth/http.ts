import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-key.ts';
import { MARKER_COOKIE_PREFIX } from '../../shared/auth/account-contract.ts';
import { idleTiming } from '../../shared/auth/idle-timing.ts';
import { textsFor } from '../texts/server-texts.ts';
import type { AccountAnswer, AuthCall } from './account-service.ts';

/**
 * The readable cookie beside the HttpOnly session cookie. The client's logged-in test is "a cookie whose name
 * starts with MARKER_COOKIE_PREFIX exists", so it comes and goes with the session.
 */
export const MARKER_COOKIE = `${MARKER_COOKIE_PREFIX}.admissions.LastAuthUser`;

/**
 * The parts of the request better-auth reads (the cookie, the user agent and the client address as Fastify resolved
 * it), and the key our per-client limits count this client under.
 */
export function authCall(request: FastifyRequest): AuthCall {
  const headers = new Headers({ 'x-forwarded-for': request.ip });
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  return { headers, client: clientKey(request.ip) };
}

/**
 * The marker says only that a session exists: any script on the page can read it, so it names no one (an e-mail
 * address in it would reach every script and every copy of the cookie). Screens that show who is logged in ask
 * GET /api/profile. Every /api call sends it again, so its two forms (Secure or not) are made once.
 */
const MARKER_VALUE = '1';
const markerCookies = new Map(
  [true, false].map((secure) => [
    secure,
    stringifySetCookie({ name: MARKER_COOKIE, value: MARKER_VALUE, path: '/', sameSite: 'lax', secure, maxAge: idleTiming.idleSeconds }),
  ]),
);

/** Forwards better-auth's Set-Cookie values (Secure when the site is https) and sets or clears the marker. */
export function writeSessionCookies(request: FastifyRequest, reply: FastifyReply, setCookies: string[] = [], marker?: AccountAnswer['marker']): void {
  const { secure } = request.server.site;
  for (const cookie of setCookies) {
    reply.header('set-cookie', secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
  }
  if (marker === 'clear') reply.clearCookie(MARKER_COOKIE, { path: '/', secure });
  else if (marker === 'set') reply.header('set-cookie', markerCookies.get(secure)!);
}

/** Sends an account answer, its message in the request's language. */
export function sendAccountAnswer(request: FastifyRequest, reply: FastifyReply, answer: AccountAnswer): FastifyReply {
  writeSessionCookies(request, reply, answer.setCookies, answer.marker);
  if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
  const message = answer.message(textsFor(request).auth);
  const body = answer.code === undefined ? { message } : { message, code: answer.code };
  return reply.status(answer.status).header('cache-control', 'no-store').send(body);
}
