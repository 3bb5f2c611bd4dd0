import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/toast-context.ts';
import { UnauthorizedError } from '../../../lib/errors.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { usePostWebStatus } from '../api/post-web-status.ts';
import { useLocalWebStatus, useWebStatus } from './web-status.ts';

/** A logged-in student whose application has no status yet has now started it (posted, retried twice). */
export function useStartedStatus(enabled: boolean): void {
  const webStatus = useWebStatus();
  const setLocal = useLocalWebStatus();
  const { mutate } = usePostWebStatus();
  const toast = useToast();
  const posted = useRef(false);

  useEffect(() => {
    if (!enabled || !isLoggedIn() || webStatus !== 'none' || posted.current) return;
    posted.current = true;
    setLocal('started');
    mutate('started', {
      onError: (error) => {
        if (!(error instanceof UnauthorizedError)) toast.error(error.message);
      },
    });
  }, [enabled, webStatus, setLocal, mutate, toast]);
}
