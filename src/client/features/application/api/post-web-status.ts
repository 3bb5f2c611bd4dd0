import { useMutation } from '@tanstack/react-query';
import type { WebStatusStep } from '../../../../shared/form/web-status.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The web-status call is retried twice on failure. */
export const WEB_STATUS_RETRIES = 2;

/** POST /api/web-status. */
export function postWebStatus(webStatus: WebStatusStep): Promise<{ message: string }> {
  return apiClient.post('/api/web-status', { web_status: webStatus });
}

export function usePostWebStatus() {
  return useMutation({ mutationFn: postWebStatus, retry: WEB_STATUS_RETRIES });
}
