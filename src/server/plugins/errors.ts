import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { RequestError } from '../http/request-error.ts';
import { schemaMessage } from '../http/schema-messages.ts';
import { messages } from '../../shared/messages.ts';

/**
 * One error convention for every route: a RequestError answers with its status, `{message}` and its `code`; a request
 * failing its schema gets 400 and the message of schemaMessage; Fastify's own 4xx (body too large, not JSON) their
 * message; anything else 500 with the generic message, never a stack trace or internal detail.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | RequestError, request, reply) => {
      if (error instanceof RequestError) return reply.status(error.statusCode).send(error.body());
      if (error.validation) {
        return reply.status(400).send({ message: schemaMessage(error.validation, error.validationContext) });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: messages.genericError });
      }
      return reply.status(status).send({ message: error.message || 'Bad request' });
    });
  },
  { name: 'errors' },
);
