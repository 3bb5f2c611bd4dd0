import type { Answers } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** What the applicant typed and did not save, and when it was last sent (null: there is none). */
export interface Draft {
  answers: Answers;
  typedAt: string | null;
}

/** GET /api/draft. */
export const getDraft = (): Promise<Draft> => apiClient.get<Draft>('/api/draft');

/** One tab's change to the draft: the unsaved answers it sets, and the keys it sent before and no longer holds unsaved. */
export interface DraftChange {
  answers: Answers;
  drop: string[];
}

/** PUT /api/draft: the server merges `change` into the draft, keeping other tabs' keys. `keepalive` while the page is hidden or closing. */
export const putDraft = (change: DraftChange, keepalive = false): Promise<unknown> => apiClient.put('/api/draft', change, { keepalive });

/** DELETE /api/draft: the applicant chose Discard. */
export const deleteDraft = (): Promise<unknown> => apiClient.delete('/api/draft');
