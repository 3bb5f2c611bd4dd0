import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';
import { redirectExpiredSessions } from './app/session-expiry.ts';
import { messages } from './lib/messages.ts';
import { queryClient } from './lib/query-client.ts';
import { fetchTenant } from './lib/tenant.tsx';

const root = createRoot(document.getElementById('root')!);

fetchTenant().then(
  (tenant) => {
    document.title = `${tenant.applicationTitle} | ${tenant.partnerName}`;
    const router = createAppRouter();
    redirectExpiredSessions(router, queryClient);
    root.render(
      <StrictMode>
        <App tenant={tenant} router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  },
  () => root.render(<p role="alert">{messages.tenantUnavailable}</p>),
);
