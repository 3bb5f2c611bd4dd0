import { Component, useEffect, type ReactNode } from 'react';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { messages } from '../lib/messages.ts';
import { UnauthorizedError } from '../lib/errors.ts';

/** What a route group shows for an error its pages threw. A 401 is the session handler's business: it is already on its way to /login. */
function RouteErrorScreen({ error }: { error: unknown }) {
  const unauthorized = error instanceof UnauthorizedError;
  useEffect(() => {
    if (!unauthorized) console.error(error);
  }, [error, unauthorized]);
  return unauthorized ? <FullScreenSpinner label={messages.redirectingToLogin} /> : <ErrorScreen />;
}

interface RouteErrorBoundaryProps {
  /** The location's path: a new one renders the routes again (a route's error belongs to its visit). */
  resetKey: string;
  children: ReactNode;
}

/** The error boundary of a route group: its error screen instead of the group, until the next navigation. */
interface RouteErrorState {
  /** What was thrown (wrapped: anything may be thrown), and the path it was thrown at. */
  failure: { thrown: unknown; at: string | null } | null;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorState> {
  override state: RouteErrorState = { failure: null };

  static getDerivedStateFromError(thrown: unknown): RouteErrorState {
    return { failure: { thrown, at: null } };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorState): RouteErrorState | null {
    const { failure } = state;
    if (!failure) return null;
    if (failure.at === null) return { failure: { ...failure, at: props.resetKey } };
    return failure.at === props.resetKey ? null : { failure: null };
  }

  override render() {
    return this.state.failure ? <RouteErrorScreen error={this.state.failure.thrown} /> : this.props.children;
  }
}
