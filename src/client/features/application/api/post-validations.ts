import type { ErrorsByKey } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/validations: the errors the client found, by page (the server checks their keys and keeps nothing). */
export function postValidations(errorsByPage: Record<string, ErrorsByKey>): Promise<{ message: string }> {
  return apiClient.post('/api/validations', errorsByPage);
}
