import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/submit with no body: the server validates everything again and freezes the application (422 when incomplete). */
export function submitApplication(): Promise<{ message: string }> {
  return apiClient.post('/api/submit', {});
}
