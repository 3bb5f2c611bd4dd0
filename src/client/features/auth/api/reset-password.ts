import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { AccountAnswer } from './account-answer.ts';

/** `id` is the reset code the e-mail's link carries. */
interface ResetPasswordBody {
  username: string;
  id: string;
  password: string;
}

function resetPassword(body: ResetPasswordBody): Promise<AccountAnswer> {
  return apiClient.post<AccountAnswer>('/public/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
