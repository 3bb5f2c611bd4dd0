import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Tenant } from '../../shared/tenant.ts';
import { ToastProvider } from '../components/toast/ToastProvider.tsx';
import { RoutePreloadContext } from '../lib/route-preload.tsx';
import { TenantProvider } from '../lib/tenant.tsx';
import { preloadRoute } from './route-modules.ts';
import { createTenantTheme } from './theme.ts';

// Fetching a page's code ahead is a hint: when it fails (offline) the page's own load tries again.
const preloadAhead = (path: string) => void preloadRoute(path).catch(() => undefined);

interface AppProvidersProps {
  tenant: Tenant;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Tenant, theme, data cache, toasts and route preloading for everything below. */
export function AppProviders({ tenant, queryClient, children }: AppProvidersProps) {
  const theme = useMemo(() => createTenantTheme(tenant), [tenant]);
  return (
    <TenantProvider tenant={tenant}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RoutePreloadContext.Provider value={preloadAhead}>
            <ToastProvider>{children}</ToastProvider>
          </RoutePreloadContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </TenantProvider>
  );
}
