import type { FastifyPluginAsync } from 'fastify';

/** GET /public/tmp?token=…: a temporary answer set handed out by link; 404 when unknown or expired. */
const tmpRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { token: string } }>(
    '/public/tmp',
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
      const answer = await app.application.readTemporaryAnswers(request.query.token);
      if (!answer) return reply.status(404).send({ message: 'This link has expired or is not valid.' });
      return reply.header('cache-control', 'no-store').send({ answer });
    },
  );
};

export default tmpRoutes;
