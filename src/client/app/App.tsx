import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { Tenant } from '../../shared/tenant.ts';
import { AppProviders } from './AppProviders.tsx';

interface AppProps {
  tenant: Tenant;
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

export function App({ tenant, router, queryClient }: AppProps) {
  return (
    <AppProviders tenant={tenant} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
