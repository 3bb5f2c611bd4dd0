import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { staffText } from '../../../support/staff-text.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const demoTenant = JSON.parse(readFileSync('tenants/demo/tenant.json', 'utf8'));

describe('GET /public/tenant', () => {
  it('sends the partner configuration of tenant.json, revalidated on every load', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/public/tenant' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const tenant = response.json();
    expect(tenant.partnerName).toBe(staffText('tenants/demo/tenant.json', '/partnerName'));
    expect(tenant.characterLimit).toBe(7000);
    expect(tenant.branding.logo).toBe('logo.svg');
    const { $schema: _editorHint, ...settings } = demoTenant;
    expect(tenant).toMatchObject(settings);
  });
});

describe('GET /public/tenant/:file', () => {
  it('sends the logo named by the tenant, cached for an hour', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/public/tenant/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(readFileSync('tenants/demo/logo.svg', 'utf8'));
  });

  it.each([
    'tenant.json',
    'LOGO.svg',
    'logo.svg.bak',
    '..%2Ftenant.schema.json',
    '%2E%2E%2Ftenant.schema.json',
    '..%2F..%2Fpackage.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%252Fpackage.json',
  ])('answers %s with a JSON 404 and no file', async (name) => {
    const response = await test.app.inject({ method: 'GET', url: `/public/tenant/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
