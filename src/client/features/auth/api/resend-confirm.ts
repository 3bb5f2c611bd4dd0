import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { AccountAnswer } from './account-answer.ts';

function resendConfirm(body: { username: string }): Promise<AccountAnswer> {
  return apiClient.post<AccountAnswer>('/public/resend-confirm', body);
}

export function useResendConfirm() {
  return useMutation({ mutationFn: resendConfirm });
}
