import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { AccountAnswer } from './account-answer.ts';

function forgotPassword(body: { username: string }): Promise<AccountAnswer> {
  return apiClient.post<AccountAnswer>('/public/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
