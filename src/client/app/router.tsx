import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { CodeUnavailable } from '../../../renderers/common/CodeUnavailable.tsx';
import { useLoaded } from '../../../renderers/common/use-loaded.ts';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { messages } from '../lib/messages.ts';
import { SubmittedOnly } from '../features/application/components/SubmittedOnly.tsx';
import { isServiceMode } from '../lib/service-user.ts';
import { RedirectExpiredSessions } from './session-expiry.ts';
import { RedirectToDefault } from './RedirectToDefault.tsx';
import { RouteErrorBoundary } from './RouteErrorScreen.tsx';
import { layoutModules, printViewModule, routeModules, type RouteLoader, type RoutePath } from './route-modules.ts';

/**
 * A frame or page of its own chunk, loaded when its route first matches (or earlier by preloadRoute). Code already
 * here renders at once: React.lazy suspends for a frame even then, so main.tsx's first render, started once the
 * route's code is here, would paint the spinner over the page the server painted. A chunk that cannot be fetched
 * (offline) shows a plain notice, not the error screen, and the page once a retry brings it (useLoaded).
 */
function lazyRoute(load: RouteLoader): ComponentType {
  return function LoadedOrLazy() {
    const Component = useLoaded(load)?.default ?? CodeUnavailable;
    return <Component />;
  };
}

const FormLayout = lazyRoute(layoutModules.form);
const AuthLayout = lazyRoute(layoutModules.auth);
const PrintRoute = lazyRoute(printViewModule);
const pages = Object.fromEntries(Object.entries(routeModules).map(([path, load]) => [path, lazyRoute(load)])) as Record<RoutePath, ComponentType>;

function page(path: RoutePath) {
  const Page = pages[path];
  return <Route key={path} path={path} element={<Page />} />;
}

/**
 * A route group's error boundary, reset by the next navigation, around a Suspense that shows the full-screen
 * spinner while the first page's code loads (later navigations are transitions: the current page stays meanwhile).
 */
function Guarded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenSpinner label={messages.loading} />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The route table: the form group, /completion, the auth group, and everything else to /about. */
export function AppRoutes() {
  return (
    <Guarded>
      <Routes>
        <Route
          element={
            <Guarded>
              <FormLayout />
            </Guarded>
          }
        >
          {(['/about', '/education', '/final-steps', '/review'] as const).map(page)}
        </Route>
        <Route element={<SubmittedOnly />}>{page('/completion')}</Route>
        <Route element={<AuthLayout />}>{(['/signup', '/login', '/confirm', '/forgot', '/reset'] as const).map(page)}</Route>
        <Route path="*" element={<RedirectToDefault />} />
      </Routes>
    </Guarded>
  );
}

/** Service mode: whatever the path, the read-only print view and nothing else. */
function ServiceRoutes() {
  return (
    <Guarded>
      <Routes>
        <Route path="*" element={<PrintRoute />} />
      </Routes>
    </Guarded>
  );
}

/** The browser's router: the applicant's routes, or the print view of a service user. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RedirectExpiredSessions />
      {isServiceMode ? <ServiceRoutes /> : <AppRoutes />}
    </BrowserRouter>
  );
}
