import { Component, type ReactNode } from 'react';
import { UnauthorizedError } from '../lib/errors.ts';
import { UnexpectedErrorDialog } from './UnexpectedErrorDialog.tsx';

interface DialogErrorBoundaryState {
  error: Error | null;
}

/**
 * Shows an error thrown below it in the 'Unexpected Error' dialog (spec point 8, e.g. a failed Log Out); closing the
 * dialog renders the children afresh. A 401 is not this boundary's to show: it is rethrown for the session handling.
 */
export class DialogErrorBoundary extends Component<{ children: ReactNode }, DialogErrorBoundaryState> {
  override state: DialogErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): DialogErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof UnauthorizedError) throw error;
    if (!error) return this.props.children;
    return <UnexpectedErrorDialog open message={error.message} onClose={() => this.setState({ error: null })} />;
  }
}
