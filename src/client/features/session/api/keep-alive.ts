import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useToast } from '../../../components/toast/toast-context.ts';

/** GET /api/session: any session call refreshes the server's idle expiry; this one does nothing else. */
function keepSessionAlive(): Promise<{ username: string }> {
  return apiClient.get<{ username: string }>('/api/session');
}

/** Refreshes the server session (a 401 goes to /login through the API client; other failures show as a toast). */
export function useKeepSessionAlive() {
  const toast = useToast();
  return useMutation({ mutationFn: keepSessionAlive, onError: (error) => toast.error(error.message) });
}
