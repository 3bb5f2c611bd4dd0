import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formPageByPath } from '../../../lib/pages.ts';

/** Once the profile has loaded, the student is taken to the page saved last, unless already elsewhere by choice. */
export function useLastPageReturn(lastPage: string | null, enabled: boolean): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!enabled || !lastPage || lastPage === pathname || !formPageByPath(lastPage)) return;
    void navigate({ pathname: lastPage, search }, { replace: true });
  }, [enabled, lastPage, navigate, pathname, search]);
}
