import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ServerError } from '../../../lib/errors.ts';
import { NOT_CONFIRMED_CODE } from '../../../../shared/auth/account-contract.ts';
import type { AccountAnswer } from './account-answer.ts';

interface LogInBody {
  username: string;
  password: string;
}

export function isNotConfirmed(error: unknown): error is ServerError {
  return error instanceof ServerError && error.code === NOT_CONFIRMED_CODE;
}

function logIn(body: LogInBody): Promise<AccountAnswer> {
  return apiClient.post<AccountAnswer>('/public/login', body);
}

/** POST /public/login; on success everything cached for the visitor (the empty profile) is forgotten. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logIn, onSuccess: () => queryClient.clear() });
}
