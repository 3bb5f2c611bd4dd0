import { authFormSchemas, type AuthFormBody } from '../../../shared/auth/auth-forms.ts';
import type { FastifyRequest } from 'fastify';
import { authPolicy } from '../../../shared/auth/auth-policy.ts';
import { authCall, sendAccountAnswer } from '../../auth/http.ts';
import { RequestError } from '../../http/request-error.ts';
import type { Routes } from '../../http/routes.ts';
import { languageOf, textsFor } from '../../texts/server-texts.ts';

type Limited = Exclude<keyof typeof authPolicy.perIp, 'windowSeconds'>;

/** Per-IP limit of one route (its own counter), answered with our message and Retry-After. */
function perIp(route: Limited) {
  return {
    rateLimit: {
      max: authPolicy.perIp[route],
      timeWindow: authPolicy.perIp.windowSeconds * 1000,
      errorResponseBuilder: (request: FastifyRequest) => new RequestError(429, textsFor(request).auth.tooManyRequests),
    },
  };
}

/**
 * The account calls (login, signup, confirm, resend-confirm, forgot-password, reset-password). Bodies are checked
 * against texts-and-settings/auth/*.json and refused with their messages (errors plugin); each body is typed from its
 * form file (AuthFormBody).
 */
const authRoutes: Routes = async (app) => {
  const { accounts } = app;

  app.post<{ Body: AuthFormBody<'signup'> }>(
    '/public/signup',
    { schema: { body: authFormSchemas.signup }, config: { ...perIp('signup'), authForm: 'signup' } },
    async (request, reply) => {
      const { username, password } = request.body;
      return sendAccountAnswer(request, reply, await accounts.signUp(username, password, languageOf(request), authCall(request)));
    },
  );

  app.post<{ Body: AuthFormBody<'confirm'> }>(
    '/public/confirm',
    { schema: { body: authFormSchemas.confirm }, config: { ...perIp('confirm'), authForm: 'confirm' } },
    async (request, reply) => sendAccountAnswer(request, reply, await accounts.confirm(request.body.username, request.body.code, authCall(request))),
  );

  app.post<{ Body: AuthFormBody<'resendConfirm'> }>(
    '/public/resend-confirm',
    { schema: { body: authFormSchemas.resendConfirm }, config: { ...perIp('resendConfirm'), authForm: 'resendConfirm' } },
    async (request, reply) => sendAccountAnswer(request, reply, await accounts.resendConfirm(request.body.username, authCall(request))),
  );

  app.post<{ Body: AuthFormBody<'login'> }>(
    '/public/login',
    { schema: { body: authFormSchemas.login }, config: { ...perIp('login'), authForm: 'login' } },
    async (request, reply) => {
      const { username, password } = request.body;
      return sendAccountAnswer(request, reply, await accounts.login(username, password, authCall(request)));
    },
  );

  app.post<{ Body: AuthFormBody<'forgotPassword'> }>(
    '/public/forgot-password',
    { schema: { body: authFormSchemas.forgotPassword }, config: { ...perIp('forgotPassword'), authForm: 'forgotPassword' } },
    async (request, reply) => sendAccountAnswer(request, reply, await accounts.forgotPassword(request.body.username, authCall(request))),
  );

  app.post<{ Body: AuthFormBody<'resetPassword'> }>(
    '/public/reset-password',
    { schema: { body: authFormSchemas.resetPassword }, config: { ...perIp('resetPassword'), authForm: 'resetPassword' } },
    async (request, reply) => {
      const { username, id, password } = request.body;
      return sendAccountAnswer(request, reply, await accounts.resetPassword(username, id, password, authCall(request)));
    },
  );
};

export default authRoutes;
