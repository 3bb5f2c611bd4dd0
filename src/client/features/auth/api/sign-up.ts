import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { AccountAnswer } from './account-answer.ts';

interface SignUpBody {
  username: string;
  password: string;
}

function signUp(body: SignUpBody): Promise<AccountAnswer> {
  return apiClient.post<AccountAnswer>('/public/signup', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
