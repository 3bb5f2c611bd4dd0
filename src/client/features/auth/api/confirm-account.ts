import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { AccountAnswer } from './account-answer.ts';

interface ConfirmBody {
  username: string;
  code: string;
}

function confirmAccount(body: ConfirmBody): Promise<AccountAnswer> {
  return apiClient.post<AccountAnswer>('/public/confirm', body);
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
