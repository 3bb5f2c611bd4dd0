import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/api-client.ts';
import { messages } from '../lib/messages.ts';

interface Navigator {
  navigate: (to: string, options: { state: { errorMessage: string } }) => unknown;
}

/** When the server refuses the session, forget all cached data and go to /login saying why. */
function redirectExpiredSessions(router: Navigator, queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    queryClient.clear();
    void router.navigate('/login', { state: { errorMessage: messages.sessionInvalid } });
  });
}

/** `redirectExpiredSessions` for as long as the router lives (one registration, whatever the location). */
export function RedirectExpiredSessions(): null {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The router's latest navigate, without registering again when it changes.
  const navigateLatest = useEffectEvent((to: string, options: { state: { errorMessage: string } }) => navigate(to, options));
  useEffect(() => redirectExpiredSessions({ navigate: (to, options) => navigateLatest(to, options) }, queryClient), [queryClient]);
  return null;
}
