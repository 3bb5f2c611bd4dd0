import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readAuthState } from '../../../lib/navigation-state.ts';
import type { ApplicationFlow } from '../flow/application-flow.ts';

/**
 * A visitor's answers come back through sign-up, confirm and login in the history state (`studentAnswers`):
 * the flow adopts them (joined to the answers and, once logged in, saved). The state is then dropped so a reload
 * does not bring them back.
 */
export function useCarriedAnswers(flow: ApplicationFlow): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const carried = readAuthState(location.state).studentAnswers;
    if (!carried || handled.current === location.key) return;
    handled.current = location.key;
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    void flow.adoptCarriedAnswers(carried);
  }, [flow, location, navigate]);
}
