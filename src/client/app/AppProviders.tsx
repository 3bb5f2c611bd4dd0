import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Tenant } from '../../shared/tenant.ts';
import { inShownLanguage } from '../../shared/texts/bound-texts.ts';
import { defaultLanguage } from '../../shared/texts/languages.ts';
import { useLanguage } from '../lib/language/language-context.ts';
import { LanguageProvider } from '../lib/language/LanguageProvider.tsx';
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

/** Theme, data cache, route preloading, the chosen language, the tenant in it and toasts for everything below. */
export function AppProviders({ tenant, queryClient, children }: AppProvidersProps) {
  const theme = useMemo(() => createTenantTheme(tenant), [tenant]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RoutePreloadContext.Provider value={preloadAhead}>
          <LanguageProvider>
            <TenantTexts tenant={tenant}>
              <ToastProvider>{children}</ToastProvider>
            </TenantTexts>
          </LanguageProvider>
        </RoutePreloadContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** The tenant with its texts (banners, bullets, titles) in the chosen language: its translation laid over it. */
function TenantTexts({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  const { language } = useLanguage();
  const shown = useMemo(() => (language === defaultLanguage ? tenant : inShownLanguage(tenant, `tenants/${tenant.id}/tenant.json`)), [tenant, language]);
  return <TenantProvider tenant={shown}>{children}</TenantProvider>;
}
