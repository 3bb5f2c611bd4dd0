import { useEffect, useRef, type ReactNode } from 'react';
import { errorBoundaryToastMs } from '../../../texts-and-settings/ui.json';
import { messages } from '../lib/messages.ts';
import { CaughtErrorBoundary } from './CaughtErrorBoundary.tsx';
import { useToast } from './toast/toast-context.ts';

/** Raises the error toast once for a caught error and leaves the page area empty. */
function ErrorToast({ message }: { message: string }) {
  const toast = useToast();
  const raised = useRef(false);
  useEffect(() => {
    if (raised.current) return;
    raised.current = true;
    toast.error(message || messages.genericError, { durationMs: errorBoundaryToastMs });
  }, [toast, message]);
  return null;
}

/**
 * Around a form page: a render error there (a failed query: query errors go to the boundary) shows the
 * error toast for errorBoundaryToastMs with the error's message, and the page renders
 * again once the applicant goes to another page (`resetKey`). The header, steps and footer stay usable.
 */
export function ToastErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <CaughtErrorBoundary resetKey={resetKey} renderError={(error) => <ErrorToast message={error.message} />}>
      {children}
    </CaughtErrorBoundary>
  );
}
