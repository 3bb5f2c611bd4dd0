import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { UnauthorizedError } from '../lib/errors.ts';

/** Error element of the route groups. A 401 is the session handler's business: it is already on its way to /login. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const unauthorized = error instanceof UnauthorizedError;
  useEffect(() => {
    if (!unauthorized) console.error(error);
  }, [error, unauthorized]);
  return unauthorized ? <FullScreenSpinner label="Redirecting to log in" /> : <ErrorScreen />;
}
