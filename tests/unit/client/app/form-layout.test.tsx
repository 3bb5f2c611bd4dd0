// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { App } from '../../../../src/client/app/App.tsx';
import { layoutModules, routeModules } from '../../../../src/client/app/route-modules.ts';
import { AppRoutes } from '../../../../src/client/app/router.tsx';
import { createQueryClient } from '../../../../src/client/lib/query-client.ts';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import demoTenant from '../../../../tenants/demo/tenant.json';
import { silenceConsoleErrorsAbout } from '../../expected-console-errors.ts';
import { staffText } from '../../../support/staff-text.ts';

const tenant = { ...demoTenant, id: 'demo', branding: { ...demoTenant.branding, logoUrl: '/public/tenant/logo.svg' } } as unknown as Tenant;

// Frames and pages load on demand; load their code once first, so no test's time goes to transforming it.
beforeAll(() => Promise.all([...Object.values(layoutModules), ...Object.values(routeModules)].map((load) => load())), 120_000);

const MARKER = 'CognitoIdentityServiceProvider.admissions.LastAuthUser';

const profile = {
  username: 'Ada.Lovelace@Example.com',
  last_page: null,
  successful_login: [{}],
  web_status: [],
  answer: {},
  document_answer: {},
};

/** The server as the form sees it: the profile (possibly held back), no extra blocks, no chosen tabs, saves accepted. */
function serverAnswering(profileResponse: () => Promise<Response>) {
  return vi.fn<typeof fetch>((input) => {
    const path = String(input);
    if (path === '/api/profile') return profileResponse();
    if (path === '/api/add-another' || path === '/api/tabs') return Promise.resolve(Response.json({}));
    return Promise.resolve(Response.json({ message: 'ok' }));
  });
}

function renderAbout() {
  render(
    <App tenant={tenant} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/about']}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

/** The About You e-mail input (its id is its answer key; the parents' e-mail questions share the label). */
async function aboutEmailInput(): Promise<HTMLInputElement> {
  await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 });
  return vi.waitFor(() => {
    const input = document.getElementById('email_address');
    if (!(input instanceof HTMLInputElement)) throw new Error('no #email_address yet');
    return input;
  });
}

let noOtherConsoleErrors: () => void;

beforeEach(() => {
  document.cookie = `${MARKER}=ada; path=/`;
  // React and React Router report the error of the render-error test; anything else they report fails the test.
  noOtherConsoleErrors = silenceConsoleErrorsAbout(/ServerError: boom/);
});

afterEach(() => {
  cleanup();
  document.cookie = `${MARKER}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.unstubAllGlobals();
  noOtherConsoleErrors();
  vi.restoreAllMocks();
});

describe('form layout for a logged-in student', () => {
  it('shows the full-screen spinner until the profile arrives, then the page', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serverAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderAbout();

    expect(await screen.findByText(staffText('texts-and-settings/messages.json', '/loadingApplication'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/profile');

    answer(Response.json(profile));
    expect(await screen.findByRole('heading', { name: staffText('uischemas/pages.json', '/pages/0/title'), level: 2 })).toBeTruthy();
    expect(screen.queryByText(staffText('texts-and-settings/messages.json', '/alreadyStarted'))).toBeNull();
  });

  it('shows the username in lowercase and Log Out in the account menu', async () => {
    vi.stubGlobal(
      'fetch',
      serverAnswering(() => Promise.resolve(Response.json(profile))),
    );
    renderAbout();
    await userEvent.click(await screen.findByRole('button', { name: staffText('texts-and-settings/messages.json', '/accountLabel') }));
    const menu = await screen.findByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/accountLabel') });
    expect(within(menu).getByText('ada.lovelace@example.com')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: staffText('texts-and-settings/messages.json', '/signIn') })).toBeNull();
  });

  it("starts the empty e-mail question as the account's address, which the applicant may change and a Save sends", async () => {
    const fetchMock = serverAnswering(() => Promise.resolve(Response.json(profile)));
    vi.stubGlobal('fetch', fetchMock);
    renderAbout();
    const email = await aboutEmailInput();
    expect(email.value).toBe(profile.username);

    await userEvent.clear(email);
    await userEvent.type(email, 'ada@elsewhere.example');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/save') }));
    await vi.waitFor(() => {
      const saves = fetchMock.mock.calls.filter(([path, init]) => String(path) === '/api/answer' && init?.method === 'PUT');
      expect(saves.map(([, init]) => JSON.parse(String(init?.body)).email_address)).toEqual(['ada@elsewhere.example']);
    });
  });

  it('keeps a saved e-mail answer rather than the account address', async () => {
    const saved = { ...profile, answer: { email_address: 'ada@home.example' } };
    vi.stubGlobal(
      'fetch',
      serverAnswering(() => Promise.resolve(Response.json(saved))),
    );
    renderAbout();
    const email = await aboutEmailInput();
    expect(email.value).toBe('ada@home.example');
  });

  it('shows the form error screen when the profile cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message: 'boom' }, { status: 500 })));
    renderAbout();
    expect(await screen.findByRole('heading', { name: staffText('texts-and-settings/messages.json', '/somethingWentWrong') })).toBeTruthy();
    expect(screen.getByText(staffText('texts-and-settings/messages.json', '/issueLogged'))).toBeTruthy();
  });

  it("shows a page's render error in the error toast, keeping the header, steps and footer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const path = String(input);
        if (path === '/api/profile') return Promise.resolve(Response.json(profile));
        if (path === '/api/add-another') return Promise.resolve(Response.json({ message: 'boom' }, { status: 500 }));
        return Promise.resolve(Response.json({}));
      }),
    );
    renderAbout();
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('boom');
    expect(screen.queryByRole('heading', { name: staffText('texts-and-settings/messages.json', '/somethingWentWrong') })).toBeNull();
    expect(screen.getByRole('navigation', { name: staffText('texts-and-settings/messages.json', '/stepsLabel') })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
