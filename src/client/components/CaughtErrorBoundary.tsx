import { Component, type ReactNode } from 'react';
import { UnauthorizedError } from '../lib/errors.ts';

interface CaughtErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children; `reset` renders them afresh. */
  renderError(error: Error, reset: () => void): ReactNode;
  /** When this changes (e.g. the path), a caught error is forgotten and the children render again. */
  resetKey?: string;
}

interface CaughtErrorBoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Catches a render error below it and shows it as its owner chooses (toast or dialog). A 401 is not its to show: it
 * is rethrown for the session handling, which is already on its way to /login.
 */
export class CaughtErrorBoundary extends Component<CaughtErrorBoundaryProps, CaughtErrorBoundaryState> {
  override state: CaughtErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CaughtErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: CaughtErrorBoundaryProps, state: CaughtErrorBoundaryState): Partial<CaughtErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error instanceof UnauthorizedError) throw error;
    if (!error) return this.props.children;
    return this.props.renderError(error, this.reset);
  }
}
