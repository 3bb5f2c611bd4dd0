// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { App } from '../../../../src/client/app/App.tsx';
import { layoutModules, routeModules } from '../../../../src/client/app/route-modules.ts';
import { prefetchRouteData } from '../../../../src/client/app/route-data.ts';
import { AppRoutes } from '../../../../src/client/app/router.tsx';
import { RedirectExpiredSessions } from '../../../../src/client/app/session-expiry.ts';
import { apiClient } from '../../../../src/client/lib/api-client.ts';
import { createQueryClient } from '../../../../src/client/lib/query-client.ts';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import demoTenant from '../../../../tenants/demo/tenant.json';
import { staffText } from '../../../support/staff-text.ts';

const MARKER = 'CognitoIdentityServiceProvider.admissions.LastAuthUser';

const tenant = { ...demoTenant, id: 'demo', branding: { ...demoTenant.branding, logoUrl: '/public/tenant/logo.svg' } } as unknown as Tenant;

// Frames and pages load on demand; load their code once first, so no test's time goes to transforming it.
beforeAll(() => Promise.all([...Object.values(layoutModules), ...Object.values(routeModules)].map((load) => load())), 120_000);

/** The app's routes in a memory router at `path`; `location()` is where the router is now. */
function renderAt(path: string, { expiredSessions = false, queryClient = createQueryClient() } = {}) {
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  render(
    <App tenant={tenant} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {expiredSessions && <RedirectExpiredSessions />}
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { location: () => current!, queryClient };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('sends any path outside both groups to /about, keeping the query string', async () => {
    const { location } = renderAt('/nowhere/deeper?x=1&token=abc');
    expect(await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeTruthy();
    expect(location().pathname).toBe('/about');
    expect(location().search).toBe('?x=1&token=abc');
  });

  it('sends the bare root to /about', async () => {
    const { location } = renderAt('/');
    await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 });
    expect(location().pathname).toBe('/about');
  });

  it.each([
    ['/education', staffText('uischemas/pages.json', '/pages/1/title'), 2],
    ['/final-steps', staffText('uischemas/pages.json', '/pages/2/title'), 2],
    ['/signup', staffText('texts-and-settings/messages.json', '/signupTitle'), 1],
    ['/login', staffText('texts-and-settings/messages.json', '/loginTitle'), 1],
    ['/confirm', staffText('texts-and-settings/messages.json', '/confirmTitle'), 1],
    ['/forgot', staffText('texts-and-settings/messages.json', '/forgotTitle'), 1],
    ['/reset', staffText('texts-and-settings/messages.json', '/resetTitle'), 1],
  ])('keeps %s and renders its title', async (path, title, level) => {
    const { location } = renderAt(`${path}?username=a%40b.c`);
    expect(await screen.findByRole('heading', { name: title, level })).toBeTruthy();
    expect(location().pathname).toBe(path);
  });

  it('renders /completion outside the form layout for a submitted application', async () => {
    document.cookie = `${MARKER}=ada; path=/`;
    const submitted = { username: 'ada@example.com', last_page: null, successful_login: [{}], answer: {}, document_answer: {} };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(Response.json({ ...submitted, web_status: [{ web_status: 'started' }, { web_status: 'validating' }, { web_status: 'submitted' }] })),
      ),
    );
    try {
      const { location } = renderAt('/completion');
      await screen.findByRole('heading', { name: 'Cedar Ridge University Freshman Application', level: 1 });
      expect(location().pathname).toBe('/completion');
      expect(screen.queryByRole('navigation', { name: staffText('texts-and-settings/messages.json', '/stepsLabel') })).toBeNull();
    } finally {
      document.cookie = `${MARKER}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  it('sends a visitor at /completion to /about', async () => {
    const { location } = renderAt('/completion');
    await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 });
    expect(location().pathname).toBe('/about');
  });

  it('loads no profile for a visitor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/about');
    await screen.findByText(staffText('texts-and-settings/messages.json', '/alreadyStarted'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('an expired session', () => {
  it('clears the cache and lands on /login with the session message', async () => {
    const { location, queryClient } = renderAt('/education', { expiredSessions: true });
    await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/1/title'), level: 2 });
    queryClient.setQueryData(['answers'], { first_name: 'Ada' });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message: 'expired' }, { status: 401 })));

    await act(() => apiClient.get('/api/profile').catch(() => undefined));

    await screen.findByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 });
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({
      errorMessage: staffText('texts-and-settings/messages.json', '/sessionInvalid'),
    });
    expect(queryClient.getQueryData(['answers'])).toBeUndefined();
  });
});

describe('the first render (main.tsx starts it once the route code and data are here)', () => {
  it("draws an account card in its first commit: no spinner over the server's painted page", () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: staffText('texts-and-settings/messages.json', '/loginTitle'), level: 1 })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("draws a visitor's form page whole in its first commit once its data is prefetched", async () => {
    const queryClient = createQueryClient();
    await prefetchRouteData('/about', queryClient);
    renderAt('/about', { queryClient });
    expect(screen.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeTruthy();
    expect(screen.queryByText(staffText('texts-and-settings/messages.json', '/loadingApplication'))).toBeNull();
  });

  it('asks for nothing after that first commit: a query resolving later would render the whole form again', async () => {
    const queryClient = createQueryClient();
    await prefetchRouteData('/about', queryClient);
    renderAt('/about', { queryClient });
    expect(screen.getByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeTruthy();
    expect(
      queryClient
        .getQueryCache()
        .findAll({ fetchStatus: 'fetching' })
        .map((query) => query.queryKey),
    ).toEqual([]);
  });

  it("takes a logged-in applicant's uploads from the profile: the first load asks for no document answers", async () => {
    document.cookie = `${MARKER}=ada; path=/`;
    const uploads = { resume_doc: { status: 'ANSWERED', conversion_status: 'COMPLETED', message: null, file_name: 'resume.pdf', file_size: 2048 } };
    const profile = {
      username: 'ada@example.com',
      last_page: null,
      successful_login: [{}],
      web_status: [{ web_status: 'started' }],
      answer: {},
      document_answer: uploads,
    };
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
        asked.push(path);
        return Promise.resolve(Response.json(path === '/api/profile' ? profile : {}));
      }),
    );
    try {
      const queryClient = createQueryClient();
      await prefetchRouteData('/final-steps', queryClient);
      renderAt('/final-steps', { queryClient });
      await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/2/title'), level: 2 });
      expect(asked).toContain('/api/profile');
      expect(asked).not.toContain('/api/document-answer');
      expect(queryClient.getQueryData(['document-answer'])).toEqual(uploads);
    } finally {
      document.cookie = `${MARKER}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  it('forgets a failed prefetch, so the page asks again and meets the error itself', async () => {
    const MARKER_SET = `${MARKER}=ada; path=/`;
    document.cookie = MARKER_SET;
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ message: 'down' }, { status: 500 }))),
      );
      const queryClient = createQueryClient();
      await prefetchRouteData('/about', queryClient);
      expect(queryClient.getQueryState(['profile'])).toBeUndefined();
      expect(queryClient.getQueryState(['tabs'])).toBeUndefined();
    } finally {
      document.cookie = `${MARKER}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });
});
