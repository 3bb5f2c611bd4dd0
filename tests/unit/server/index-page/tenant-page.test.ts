import { describe, expect, it } from 'vitest';
import { tenantPage } from '../../../../src/server/index-page/tenant-page.ts';
import { loadTenant } from '../../../../src/server/tenant/load-tenant.ts';
import type { Tenant } from '../../../../src/shared/tenant.ts';
import { staffText } from '../../../support/staff-text.ts';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const HOSTILE = `</script><script>alert(1)</script><!-- "quoted" & 'single' <b>`;
const demo = loadTenant('demo').tenant;
const hostile: Tenant = {
  ...demo,
  partnerName: HOSTILE,
  applicationTitle: HOSTILE,
  siteUrl: `https://x.example/"onmouseover="alert(1)`,
  branding: { ...demo.branding, logoAlt: HOSTILE, marketingBullets: [HOSTILE] },
};

describe('the tenant in index.html', () => {
  it('writes staff-edited values as text, never as markup', () => {
    const html = tenantPage(TEMPLATE, hostile, { title: staffText('uischemas/pages.json', '/pages/0/title') });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;quoted&quot; &amp; &#39;single&#39; &lt;b&gt;');
  });

  it('keeps the data block one element that reads back as the tenant', () => {
    const html = tenantPage(TEMPLATE, hostile);
    const data = html.match(/<script type="application\/json" id="tenant-data">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(data!)).toEqual(hostile);
  });

  it("names the tenant's logo as the tab's icon, so no browser asks for a /favicon.ico that is not there", () => {
    expect(tenantPage(TEMPLATE, demo)).toContain(`<link rel="icon" href="${demo.branding.logoUrl}">`);
  });

  it('refuses a page without the markers it fills', () => {
    expect(() => tenantPage('<html><head></head><body></body></html>', demo)).toThrow(/<div id="root"><\/div>/);
  });
});
