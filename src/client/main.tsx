import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute, printViewModule } from './app/route-modules.ts';
import { AppRouter } from './app/router.tsx';
import { messages } from './lib/messages.ts';
import { queryClient } from './lib/query-client.ts';
import { isServiceMode } from './lib/service-user.ts';
import { fetchTenant } from './lib/tenant.tsx';

const root = createRoot(document.getElementById('root')!);

// The page's code and its frame's (or the print view's) load while the tenant is fetched, side by side rather than
// one after the other.
if (isServiceMode) void printViewModule();
else preloadRoute(window.location.pathname);

fetchTenant().then(
  (tenant) => {
    document.title = `${tenant.applicationTitle} | ${tenant.partnerName}`;
    root.render(
      <StrictMode>
        <App tenant={tenant} queryClient={queryClient}>
          <AppRouter />
        </App>
      </StrictMode>,
    );
  },
  () => root.render(<p role="alert">{messages.tenantUnavailable}</p>),
);
