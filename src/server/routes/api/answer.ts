import type { FastifyPluginAsync } from 'fastify';

// Types per key and the data model are checked by the application service; here only the JSON shape.
const answerMap = {
  type: 'object',
  additionalProperties: { type: ['string', 'boolean'] },
} as const;

/** PUT /api/answer merges the answers it is given into the applicant's map. */
const answerRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Body: Record<string, string | boolean> }>('/api/answer', { schema: { body: answerMap } }, async (request) => {
    await app.application.saveAnswers(request.applicant.id, request.body);
    return { message: 'Answers saved' };
  });
};

export default answerRoutes;
