import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import type { Answers } from '../../../../shared/form/types.ts';
import { saveAnswers } from '../api/save-answers.ts';
import { changedAnswers, type ApplicationStore } from '../store/application-store.ts';

function carriedAnswers(state: unknown): Answers | null {
  if (typeof state !== 'object' || state === null || !('studentAnswers' in state)) return null;
  const answers = (state as { studentAnswers: unknown }).studentAnswers;
  if (typeof answers !== 'object' || answers === null) return null;
  const entries = Object.entries(answers);
  return entries.every(([, value]) => typeof value === 'string' || typeof value === 'boolean') ? Object.fromEntries(entries) : null;
}

/**
 * A visitor's answers come back through sign-up, confirm and login in the history state (`studentAnswers`):
 * they join the form's answers and, once logged in, are saved. The state is then dropped so a reload does not
 * bring them back.
 */
export function useCarriedAnswers(store: ApplicationStore): void {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const carried = carriedAnswers(location.state);
    if (!carried || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    store.update((state) => ({ answers: { ...state.answers, ...carried } }));
    if (!isLoggedIn()) return;
    const changed = changedAnswers(carried, store.getState().savedAnswers);
    if (Object.keys(changed).length === 0) return;
    saveAnswers(changed).then(
      () => store.update((state) => ({ savedAnswers: { ...state.savedAnswers, ...changed } })),
      (error: Error) => toast.error(error.message),
    );
  }, [location, navigate, store, toast]);
}
