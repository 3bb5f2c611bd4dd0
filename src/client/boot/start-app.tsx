import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App.tsx';
import { formPageData, layoutOf, preloadRoute, printViewModule } from '../app/route-modules.ts';
import { AppRouter } from '../app/router.tsx';
import { messages } from '../lib/messages.ts';
import { queryClient } from '../lib/query-client.ts';
import { isServiceMode } from '../lib/service-user.ts';
import { currentLanguage } from '../lib/language/chosen-language.ts';
import { fetchLanguage, showLanguage } from '../lib/language/show-language.ts';
import { readTenant } from '../lib/tenant.tsx';

// Made when there is something to render (React listens for every event type on it, work kept out of the task that
// runs this file).
const createAppRoot = () => createRoot(document.getElementById('root')!);

/**
 * The first render waits for the page's code (or the print view's), its frame's and a form page's data, fetched
 * side by side, so it paints the page itself over what the server painted, not a spinner. A failed fetch is left to
 * the page's own error handling.
 */
export function startApp(): Promise<void> {
  const path = window.location.pathname;
  const prefetchData = () => formPageData(path)?.then((prefetch) => prefetch(path, queryClient));
  const routeReady = (isServiceMode ? printViewModule() : Promise.all([prefetchData(), preloadRoute(path)])).catch(() => undefined);
  // A first visit in another language (the browser's, or this tab's choice) is painted in it: its texts come with the
  // page's code. A form page's (or the print view's) are fetched now and shown by its frame's loader, which the route
  // waits for.
  const showsForm = isServiceMode || layoutOf(path) === 'form';
  if (showsForm) fetchLanguage(currentLanguage(), true);
  const languageReady = showsForm ? null : showLanguage(currentLanguage());
  return Promise.all([readTenant(), routeReady, languageReady]).then(
    ([tenant]) => {
      document.title = `${tenant.applicationTitle} | ${tenant.partnerName}`;
      // A transition: React renders the page in slices, leaving the main thread free between them (the server's page
      // stays until the whole page is ready to show).
      const root = createAppRoot();
      startTransition(() =>
        root.render(
          <StrictMode>
            <App tenant={tenant} queryClient={queryClient}>
              <AppRouter />
            </App>
          </StrictMode>,
        ),
      );
    },
    () => createAppRoot().render(<p role="alert">{messages.tenantUnavailable}</p>),
  );
}
