import type { Answers } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** What the applicant typed and did not save, and when it was last sent (null: there is none). */
export interface Draft {
  answers: Answers;
  typedAt: string | null;
}

/** GET /api/draft. */
export const getDraft = (): Promise<Draft> => apiClient.get<Draft>('/api/draft');

/** PUT /api/draft: the draft becomes `answers`. `keepalive` while the page is hidden or closing. */
export const putDraft = (answers: Answers, keepalive = false): Promise<unknown> => apiClient.put('/api/draft', answers, { keepalive });

/** DELETE /api/draft: the applicant chose Discard. */
export const deleteDraft = (): Promise<unknown> => apiClient.delete('/api/draft');
