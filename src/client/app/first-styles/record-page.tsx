import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { RecordedSheet } from '../../../shared/first-styles.ts';
import type { Tenant } from '../../../shared/tenant.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { App } from '../App.tsx';
import { prefetchRouteData } from '../route-data.ts';
import { layoutModules, routeModules } from '../route-modules.ts';
import { AppRoutes } from '../router.tsx';
import { recordingCache } from './recording-cache.ts';

/** How long the page must insert no style to count as drawn (a form page adds a section per commit). */
const QUIET_MS = 400;
const GIVE_UP_MS = 30_000;

/**
 * The styles a visitor's first load of `path` inserts, every section of a form page included: the app rendered as
 * main.tsx renders it (the route's code and data loaded first), into a DOM (jsdom, at build time) with a recording
 * emotion cache, until it has inserted nothing for a while.
 */
export async function recordPage(path: string, tenant: Tenant): Promise<RecordedSheet[]> {
  await Promise.all([...Object.values(layoutModules), ...Object.values(routeModules)].map((load) => load()));
  const queryClient = createQueryClient();
  await prefetchRouteData(path, queryClient);
  const { cache, sheets } = recordingCache();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <CacheProvider value={cache}>
      <App tenant={tenant} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </App>
    </CacheProvider>,
  );
  const count = () => sheets.reduce((sum, sheet) => sum + sheet.rules.length, 0);
  const started = Date.now();
  for (let seen = -1; seen !== count();) {
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`${path} kept inserting styles for ${GIVE_UP_MS} ms`);
    seen = count();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
  root.unmount();
  container.remove();
  if (count() === 0) throw new Error(`${path} inserted no styles: is it the page main.tsx renders?`);
  return sheets;
}
