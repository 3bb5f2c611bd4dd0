import { useMutation } from '@tanstack/react-query';
import type { WebStatus } from '../../../../shared/form/web-status.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type PostedWebStatus = Exclude<WebStatus, 'none'>;

/** POST /api/web-status. */
export function postWebStatus(webStatus: PostedWebStatus): Promise<{ message: string }> {
  return apiClient.post('/api/web-status', { web_status: webStatus });
}

/** Spec point 7: the web-status call is retried twice on failure. */
export function usePostWebStatus() {
  return useMutation({ mutationFn: postWebStatus, retry: 2 });
}
