import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client.ts';
import { runBeforeSessionEnd } from '../../../lib/before-session-end.ts';

/** What must reach the server while the session stands (the draft of unsaved typing) goes first, waited for briefly. */
async function logOut(): Promise<{ message: string }> {
  await runBeforeSessionEnd();
  return apiClient.endSession<{ message: string }>('/api/logout');
}

/**
 * Sends what must go before the session ends, then GET /api/logout, then forget every cached answer and go to /login showing why (navigation state `errorMessage`).
 * Without a `reason` this is the student's own Log Out: the server's message is shown and a failure is thrown to the
 * nearest error boundary. With a `reason` (the idle timeout) the student is not there to read an
 * error: /login shows the reason whatever the call's outcome, and the server's own idle expiry ends the session.
 */
export function useLogOut({ reason }: { reason?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = (message: string) => {
    queryClient.clear();
    void navigate('/login', { state: { errorMessage: message } });
  };
  return useMutation({
    mutationFn: logOut,
    throwOnError: reason === undefined,
    onSuccess: ({ message }) => leave(reason ?? message),
    onError: () => {
      if (reason !== undefined) leave(reason);
    },
  });
}
