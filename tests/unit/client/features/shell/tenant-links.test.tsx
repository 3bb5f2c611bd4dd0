// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../../src/client/components/toast/ToastProvider.tsx';
import { createQueryClient } from '../../../../../src/client/lib/query-client.ts';
import { BrandBar } from '../../../../../src/client/components/BrandBar.tsx';
import { CompletionPage } from '../../../../../src/client/features/completion/CompletionPage.tsx';
import { ApplicationType } from '../../../../../src/client/features/shell/components/ApplicationType.tsx';
import { SiteFooter } from '../../../../../src/client/features/shell/components/SiteFooter.tsx';
import { TenantProvider } from '../../../../../src/client/lib/tenant.tsx';
import type { Tenant } from '../../../../../src/shared/tenant.ts';
import demoTenant from '../../../../../tenants/demo/tenant.json';
import { staffText } from '../../../../support/staff-text.ts';

// Values unlike the demo's, so each assertion proves the setting is read, not a constant.
const tenant = {
  ...demoTenant,
  id: 'other',
  siteUrl: 'https://www.other-college.example/',
  privacyPolicyUrl: 'https://www.other-college.example/privacy-notice',
  phone: '(555) 777-1234',
  helpEmail: 'help@other-college.example',
  intendedStudentType: 'Transfer',
  branding: { ...demoTenant.branding, logoUrl: '/public/tenant/logo.svg' },
} as unknown as Tenant;

const withTenant = (children: ReactNode) => render(<TenantProvider tenant={tenant}>{children}</TenantProvider>);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('tenant settings an applicant sees', () => {
  it('links the header logo to the university site, in a new tab', () => {
    withTenant(<BrandBar />);
    const link = screen.getByRole('link', { name: `${demoTenant.branding.logoAlt} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(tenant.siteUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(link).getByRole('img', { name: demoTenant.branding.logoAlt })).toBeTruthy();
  });

  it('links the completion page to the university site', () => {
    // The page also offers the PDF copy (GET /api/pdf).
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ status: 'COMPLETED', url: '/api/pdf/file' })));
    withTenant(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[{ pathname: '/completion', state: { successMessage: staffText('texts-and-settings/messages.json', '/submitted') } }]}>
            <CompletionPage />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: `Visit the ${demoTenant.partnerName} website` }).getAttribute('href')).toBe(tenant.siteUrl);
  });

  it('prints the intended student type at the top of the print view', () => {
    withTenant(<ApplicationType />);
    expect(screen.getByText('Application type: Transfer')).toBeTruthy();
  });
});

describe('footer variants', () => {
  it('form pages: the help line, privacy policy and site links beside Help and Privacy', () => {
    withTenant(<SiteFooter variant="form" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: staffText('texts-and-settings/messages.json', '/helpButton') })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: staffText('texts-and-settings/messages.json', '/privacyButton') })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '(555) 777-1234' }).getAttribute('href')).toBe('tel:5557771234');
    expect(within(footer).getByRole('link', { name: 'help@other-college.example' }).getAttribute('href')).toBe('mailto:help@other-college.example');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).getAttribute('href')).toBe(tenant.privacyPolicyUrl);
    expect(
      within(footer)
        .getByRole('link', { name: /website \(opens in a new tab\)$/ })
        .getAttribute('href'),
    ).toBe(tenant.siteUrl);
    expect(footer.textContent).toContain(demoTenant.privacy.copyright);
  });

  it('account cards: Help, Privacy and the copyright only', () => {
    withTenant(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('link')).toEqual([]);
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([staffText('texts-and-settings/messages.json', '/helpButton'), staffText('texts-and-settings/messages.json', '/privacyButton')]);
    expect(footer.textContent).toContain(demoTenant.privacy.copyright);
  });
});
