import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { RequestError } from '../http/request-error.ts';
import { schemaMessage } from '../http/schema-messages.ts';
import { authFormSchemas, type AuthForm } from '../../shared/auth/auth-forms.ts';
import { schemaErrorWording } from '../texts/schema-errors.ts';
import { textsFor } from '../texts/server-texts.ts';
import type { RequestMessageKey } from '../../shared/texts/text-contracts.ts';
import { inValidatorLanguage } from '../texts/validator-words.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The auth form whose schema checks this route's body: its refusals are worded in the request's language. */
    authForm?: AuthForm;
  }
}

/** Fastify's own refusals of a body it cannot read, by their code: each a staff text, so it is worded in any language. */
const FASTIFY_REFUSALS: Partial<Record<string, RequestMessageKey>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyEmpty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bodyLengthMismatch',
};

/**
 * One error convention for every route: a RequestError answers with its status, `{message}` and its `code`; a request
 * failing its schema gets 400 and the message of schemaMessage; Fastify's own 4xx (body too large, not JSON) a staff
 * text; anything else 500 with the generic message, never a stack trace or internal detail. Staff texts, the
 * validator's words for a failed schema among them, are answered in the request's language (Accept-Language).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | RequestError, request, reply) => {
      const texts = textsFor(request);
      if (error instanceof RequestError) return reply.status(error.statusCode).send(error.body(texts));
      if (error.validation) {
        const form = request.routeOptions.config?.authForm;
        const wording = form && error.validationContext === 'body' ? schemaErrorWording(authFormSchemas[form], texts.authForms[form]) : undefined;
        const errors = inValidatorLanguage(error.validation as Array<FastifySchemaValidationError & ErrorObject>, texts.validatorWords);
        return reply.status(400).send({ message: schemaMessage(errors, { part: error.validationContext, wording, texts: texts.requests }) });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: texts.messages.genericError });
      }
      return reply.status(status).send({ message: texts.requests[FASTIFY_REFUSALS[error.code] ?? 'badRequest'] });
    });
  },
  { name: 'errors', dependencies: ['texts'] },
);
