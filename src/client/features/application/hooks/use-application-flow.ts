import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { applicationApi } from '../api/application-api.ts';
import type { AnswerSaver } from '../flow/answer-saver.ts';
import { createApplicationFlow, type ApplicationFlow } from '../flow/application-flow.ts';
import type { ApplicationStore } from '../store/application-store.ts';

export type { ApplicationFlow };

const scrollToTop = () => window.scrollTo({ top: 0 });

/** The application flow over this store and its saver, with the router, the query cache and the toasts around it (ApplicationProvider). */
export function useNewApplicationFlow(store: ApplicationStore, saver: AnswerSaver): ApplicationFlow {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { pathname } = useLocation();
  // The flow asks for the path when a button is pressed; it stays the same flow while the path changes.
  const path = useRef(pathname);
  useLayoutEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const currentPath = useCallback(() => path.current, []);
  return useMemo(
    () =>
      // The rule cannot see that the flow only keeps currentPath, to call it when a button is pressed (its deps
      // contract), never while it is being made: no ref is read during render.
      // eslint-disable-next-line react-hooks/refs
      createApplicationFlow({
        store,
        saver,
        api: applicationApi,
        queryClient,
        navigate: (to, options) => void navigate(to, options),
        toast,
        currentPath,
        isLoggedIn: () => isLoggedIn(),
        scrollToTop,
      }),
    [currentPath, navigate, queryClient, saver, store, toast],
  );
}

export const ApplicationFlowContext = createContext<ApplicationFlow | null>(null);

/** The flow ApplicationProvider made: every button and link of the form goes through it. */
export function useApplicationFlow(): ApplicationFlow {
  const flow = useContext(ApplicationFlowContext);
  if (!flow) throw new Error('useApplicationFlow() needs an <ApplicationProvider> above it');
  return flow;
}
