import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/last-page: where the student will be taken back after the next login. */
export function saveLastPage(lastPage: string): Promise<{ message: string }> {
  return apiClient.put('/api/last-page', { last_page: lastPage });
}
