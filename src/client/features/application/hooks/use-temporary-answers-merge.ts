import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context.ts';
import { TOKEN_PARAM, useTemporaryAnswers } from '../api/get-temporary-answers.ts';
import type { ApplicationStore } from '../store/application-store.ts';

/** The query string without `?token=`, other parameters kept. */
function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * `?token=`: the temporary answer set joins the answers on screen (saved like any other answer when the student saves).
 * Once this browser has claimed the link, the token leaves the address bar: the current history entry is replaced,
 * so it stays out of the history, bookmarks, and a copied address.
 */
export function useTemporaryAnswersMerge(store: ApplicationStore): void {
  const temporary = useTemporaryAnswers();
  const toast = useToast();
  const merged = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (merged.current) return;
    if (temporary.isSuccess) {
      merged.current = true;
      store.update((state) => ({ answers: { ...state.answers, ...temporary.data.answer } }));
    } else if (temporary.isError) {
      merged.current = true;
      toast.error(temporary.error.message);
    }
  }, [store, temporary, toast]);

  const claimed = temporary.isSuccess;
  useEffect(() => {
    if (!claimed || !new URLSearchParams(location.search).has(TOKEN_PARAM)) return;
    void navigate({ pathname: location.pathname, search: searchWithoutToken(location.search), hash: location.hash }, { replace: true, state: location.state });
  }, [claimed, location, navigate]);
}
