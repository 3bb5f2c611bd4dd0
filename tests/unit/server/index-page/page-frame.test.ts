import { describe, expect, it } from 'vitest';
import { pageFrame } from '../../../../src/server/index-page/page-frame.ts';
import { loadTenant } from '../../../../src/server/tenant/load-tenant.ts';

const tenant = loadTenant('demo').tenant;
const banner = tenant.branding.dateBanner!;
const inside = new Date(banner.start);
const after = new Date(new Date(banner.end).getTime() + 1000);
const request = (path: string, extra: { query?: string; cookieHeader?: string; now?: Date } = {}) =>
  pageFrame(tenant, { path, query: '', cookieHeader: '', now: inside, ...extra });

describe('the frame painted before the JavaScript', () => {
  it('is the form page of the path, or the first page for a path the client redirects there', () => {
    expect(request('/final-steps')).toMatchObject({ frame: 'form', path: '/final-steps' });
    expect(request('/somewhere')).toMatchObject({ frame: 'form', path: '/about' });
  });

  it("shows the tenant's date banner only inside its window, as DateBanner does", () => {
    expect(request('/about')).toMatchObject({ dateBanner: true });
    expect(request('/about', { now: after })).toMatchObject({ dateBanner: false });
  });

  it('is an account card on the account routes, and nothing on /completion or for a service user', () => {
    expect(request('/reset')).toEqual({ frame: 'auth', path: '/reset' });
    expect(request('/completion')).toBeNull();
    expect(request('/about', { query: 'service_token=abc' })).toBeNull();
  });
});
