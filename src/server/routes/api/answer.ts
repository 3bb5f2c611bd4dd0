import type { Routes } from '../../http/routes.ts';

// The data model, types per key and lengths are checked by the application service; here the JSON shape.
const answerMap = {
  type: 'object',
  maxProperties: 2000,
  additionalProperties: { type: ['string', 'boolean'] },
} as const;

/** PUT /api/answer merges the answers it is given into the applicant's map. */
const answerRoutes: Routes = async (app) => {
  app.put('/api/answer', { schema: { body: answerMap } }, async (request) => {
    await app.application.saveAnswers(request.applicant.id, request.body);
    return { message: 'Answers saved' };
  });
};

export default answerRoutes;
