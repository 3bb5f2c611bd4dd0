import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client.ts';

export function logOut(): Promise<{ message: string }> {
  return apiClient.get<{ message: string }>('/api/logout');
}

/** GET /api/logout, then forget every cached answer and show the server's logout message on /login. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    // A failed logout is an error of the page (spec point 8: rethrown to an error boundary).
    throwOnError: true,
    onSuccess: ({ message }) => {
      queryClient.clear();
      navigate('/login', { state: { errorMessage: message } });
    },
  });
}
