import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLoggedIn } from '../../../lib/session.ts';
import type { ApplicationFlow } from '../flow/application-flow.ts';
import type { ApplicationStore } from '../store/application-store.ts';
import { readWebStatus } from './web-status.ts';

/** How long answers must rest before their errors are posted (commits come on blur or after a short pause anyway). */
const POST_DELAY_MS = 1000;

/**
 * While validating, every change is checked again and the errors, if any, are posted, through the
 * flow, which posts each check once (a navigation right after posts nothing new).
 */
export function useValidationsSync(store: ApplicationStore, flow: ApplicationFlow): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let answers = store.getState().answers;
    const unsubscribe = store.subscribe(() => {
      const current = store.getState().answers;
      if (current === answers) return;
      answers = current;
      // The status first: reading the session cookie (document.cookie) is a synchronous call to the browser.
      if (readWebStatus(queryClient) !== 'validating' || !isLoggedIn()) return;
      clearTimeout(timer);
      // A failure here is not the student's to handle: the next navigation posts again.
      timer = setTimeout(() => void flow.postValidations().catch(() => {}), POST_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [flow, queryClient, store]);
}
