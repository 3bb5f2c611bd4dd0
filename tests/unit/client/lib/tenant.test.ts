// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTenant } from '../../../../src/client/lib/tenant.tsx';
import { tenantDataBlock } from '../../../../src/server/index-page/tenant-page.ts';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import demoTenant from '../../../../tenants/demo/tenant.json';

const tenant = { ...demoTenant, id: 'demo', partnerName: '</script> & <b>' } as unknown as Tenant;

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('readTenant', () => {
  it('reads the copy the server wrote into the page, without a request', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    document.head.innerHTML = tenantDataBlock(tenant);
    expect(await readTenant()).toEqual(tenant);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks GET /public/tenant where the page has no copy (Vite's dev server)", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(tenant)));
    vi.stubGlobal('fetch', fetchMock);
    expect(await readTenant()).toEqual(tenant);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/public/tenant');
  });
});
