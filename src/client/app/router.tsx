import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner.tsx';
import { SubmittedOnly } from '../features/application/components/SubmittedOnly.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { FormLayout } from './layouts/FormLayout.tsx';
import { RedirectToDefault } from './RedirectToDefault.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';
import { serviceToken } from '../lib/service-user.ts';
import { printViewModule, routeModules } from './route-modules.ts';

/** The route table of spec point 2: the form group, /completion, the auth group, and everything else to /about. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner label="Loading" />,
    children: [
      {
        element: <FormLayout />,
        errorElement: <RouteErrorScreen />,
        children: [
          { path: '/about', lazy: routeModules['/about'] },
          { path: '/education', lazy: routeModules['/education'] },
          { path: '/final-steps', lazy: routeModules['/final-steps'] },
        ],
      },
      { element: <SubmittedOnly />, children: [{ path: '/completion', lazy: routeModules['/completion'] }] },
      {
        element: <AuthLayout />,
        children: [
          { path: '/signup', lazy: routeModules['/signup'] },
          { path: '/login', lazy: routeModules['/login'] },
          { path: '/confirm', lazy: routeModules['/confirm'] },
          { path: '/forgot', lazy: routeModules['/forgot'] },
          { path: '/reset', lazy: routeModules['/reset'] },
        ],
      },
      { path: '*', element: <RedirectToDefault /> },
    ],
  },
];

/** Service mode (spec point 2): whatever the path, the read-only print view and nothing else. */
export const serviceRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner label="Loading" />,
    children: [{ path: '*', lazy: printViewModule }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(serviceToken === null ? routes : serviceRoutes);
}
