import type { ErrorsByKey } from '../../../../shared/form/types.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/validations: the errors the client found, by page, stored for the admissions office. */
export function postValidations(errorsByPage: Record<string, ErrorsByKey>): Promise<{ message: string }> {
  return apiClient.post('/api/validations', errorsByPage);
}
