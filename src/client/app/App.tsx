import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Tenant } from '../../shared/tenant.ts';
import { AppProviders } from './AppProviders.tsx';

interface AppProps {
  tenant: Tenant;
  queryClient: QueryClient;
  /** The router with its routes (AppRouter in the browser; a MemoryRouter in tests). */
  children: ReactNode;
}

export function App({ tenant, queryClient, children }: AppProps) {
  return (
    <AppProviders tenant={tenant} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
}
