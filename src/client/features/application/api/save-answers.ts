import type { Answers } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/answer: the server merges the keys it is given. */
export function saveAnswers(changed: Answers): Promise<{ message: string }> {
  return apiClient.put('/api/answer', changed);
}
