import type { ReactNode } from 'react';
import { CaughtErrorBoundary } from './CaughtErrorBoundary.tsx';
import { UnexpectedErrorDialog } from './UnexpectedErrorDialog.tsx';

/**
 * Shows an error thrown below it in the 'Unexpected Error' dialog (a failed logout is rethrown to it), for the account
 * menu and the idle timer; closing the dialog renders the children afresh.
 */
export function DialogErrorBoundary({ children }: { children: ReactNode }) {
  return <CaughtErrorBoundary renderError={(error, reset) => <UnexpectedErrorDialog open message={error.message} onClose={reset} />}>{children}</CaughtErrorBoundary>;
}
