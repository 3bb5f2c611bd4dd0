import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App.tsx';
import { pageCache } from './app/first-styles/page-cache.ts';
import { evaluateLandingChunks, nextTask } from './app/landing-chunks.ts';
import { formPageData, layoutOf, preloadRoute, printViewModule } from './app/route-modules.ts';
import { AppRouter } from './app/router.tsx';
import { messages } from './lib/messages.ts';
import { queryClient } from './lib/query-client.ts';
import { isServiceMode } from './lib/service-user.ts';
import { currentLanguage } from './lib/language/chosen-language.ts';
import { fetchLanguage, showLanguage } from './lib/language/show-language.ts';
import { readTenant } from './lib/tenant.tsx';

// The sent class rules are parsed when the cache puts them in the page: a task of their own, not the first render's.
const cacheReady = nextTask().then(pageCache);

// Made when there is something to render (React listens for every event type on it, work kept out of the task that
// runs this file).
const createAppRoot = () => createRoot(document.getElementById('root')!);

// The first render waits for the page's code (or the print view's), its frame's and a form page's data, fetched
// side by side, so it paints the page itself over what the server painted, not a spinner. A failed fetch is left to
// the page's own error handling.
const path = window.location.pathname;
const prefetchData = () => formPageData(path)?.then((prefetch) => prefetch(path, queryClient));
// Asked for in a task of their own: asking for a chunk adds its dependencies to the page as preload links, DOM work
// that would otherwise lengthen the one long task that runs this file and everything it imports (a phone's CPU makes
// that task long enough to hold up input). A landing page's chunks are then evaluated one per task.
const routeReady = nextTask()
  .then((): Promise<unknown> => (isServiceMode ? printViewModule() : evaluateLandingChunks(layoutOf(path)).then(() => Promise.all([preloadRoute(path), prefetchData()]))))
  .catch(() => undefined);

// A first visit in another language (the browser's, or this tab's choice) is painted in it: its texts come with the
// page's code. A form page's (or the print view's) are fetched now and shown by its frame's loader, which the route
// waits for.
const showsForm = isServiceMode || layoutOf(path) === 'form';
if (showsForm) fetchLanguage(currentLanguage(), true);
const languageReady = showsForm ? null : showLanguage(currentLanguage());

Promise.all([readTenant(), routeReady, cacheReady, languageReady]).then(
  ([tenant, , cache]) => {
    document.title = `${tenant.applicationTitle} | ${tenant.partnerName}`;
    // A transition: React renders the page in slices, leaving the main thread free between them (the server's page
    // stays until the whole page is ready to show).
    const root = createAppRoot();
    startTransition(() =>
      root.render(
        <StrictMode>
          <CacheProvider value={cache}>
            <App tenant={tenant} queryClient={queryClient}>
              <AppRouter />
            </App>
          </CacheProvider>
        </StrictMode>,
      ),
    );
  },
  () => createAppRoot().render(<p role="alert">{messages.tenantUnavailable}</p>),
);
