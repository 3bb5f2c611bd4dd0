import type { Routes } from '../../http/routes.ts';
import { answerMap } from './answer-map.ts';

const noBody = { type: 'object', additionalProperties: false } as const;

/**
 * PUT /api/draft's body: from one tab, the answers it holds unsaved that changed since it last sent (set), and the
 * keys it sent before and no longer holds unsaved (dropped). Keys of other tabs are in neither, so they stay.
 */
const draftChange = {
  type: 'object',
  required: ['answers', 'drop'],
  additionalProperties: false,
  properties: {
    answers: answerMap,
    drop: { type: 'array', maxItems: answerMap.maxProperties, uniqueItems: true, items: { type: 'string' } },
  },
} as const;

/**
 * The applicant's draft: what the page holds typed but not saved. PUT merges one tab's change into it (the same
 * body and key rules as PUT /api/answer, the merged draft no larger than a request may be; 409 once submitted), GET
 * reads it back to offer it, DELETE discards it. The answers, validation, submit, the PDF and the staff exports never
 * read it; a save clears the keys it wrote.
 */
const draftRoutes: Routes = async (app) => {
  app.get('/api/draft', async (request) => app.application.readDraft(request.applicant.id));

  app.put('/api/draft', { schema: { body: draftChange } }, async (request) => {
    await app.application.saveDraft(request.applicant.id, request.body);
    return {};
  });

  app.delete('/api/draft', { schema: { body: noBody } }, async (request) => {
    await app.application.discardDraft(request.applicant.id);
    return {};
  });
};

export default draftRoutes;
