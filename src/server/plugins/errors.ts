import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';

const GENERIC = "We've encountered an unexpected error at this time. Please try again later.";

/** One error shape for every route: `{message}`, never a stack trace or internal detail. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: GENERIC });
      }
      if (error.validation) {
        return reply.status(400).send({ message: `Invalid request: ${error.message}` });
      }
      return reply.status(status).send({ message: error.message || 'Bad request' });
    });
  },
  { name: 'errors' },
);
