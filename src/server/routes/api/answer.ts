import { ANSWER_SAVE_HEADER, ANSWER_SAVE_ID_PATTERN, parseAnswerSaveId } from '../../../shared/form/answer-save-id.ts';
import type { Routes } from '../../http/routes.ts';
import { answerMap } from './answer-map.ts';

// The page's numbered save (answer-save-id.ts), optional: a late or repeated save of a page then changes nothing.
const saveHeaders = {
  type: 'object',
  properties: { [ANSWER_SAVE_HEADER]: { type: 'string', pattern: ANSWER_SAVE_ID_PATTERN } },
} as const;

/** PUT /api/answer merges the answers it is given into the applicant's map. */
const answerRoutes: Routes = async (app) => {
  app.put('/api/answer', { schema: { body: answerMap, headers: saveHeaders } }, async (request) => {
    await app.application.saveAnswers(request.applicant.id, request.body, parseAnswerSaveId(request.headers[ANSWER_SAVE_HEADER]));
    return { message: 'Answers saved' };
  });
};

export default answerRoutes;
