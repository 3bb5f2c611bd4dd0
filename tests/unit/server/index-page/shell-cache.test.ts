import { describe, expect, it, vi } from 'vitest';
import { MARKER_COOKIE } from '../../../../src/server/auth/http.ts';
import { pageFrame } from '../../../../src/server/index-page/page-frame.ts';
import { shellCache, shellKey } from '../../../../src/server/index-page/shell-cache.ts';
import { loadTenant } from '../../../../src/server/tenant/load-tenant.ts';
import type { ShellFrame } from '../../../../src/shared/page-shell.ts';

const tenant = loadTenant('demo').tenant;
const edited = { ...tenant, applicationTitle: `${tenant.applicationTitle} 2027` };
const about: ShellFrame = { frame: 'form', path: '/about', visitor: true, dateBanner: false };
const request = (path: string, cookieHeader: string) => pageFrame(tenant, { path, query: '', cookieHeader, now: new Date() });

describe("the page shell's render cache", () => {
  it("keys on the tenant's version: a staff edit of tenant.json is a new key", () => {
    expect(shellKey(edited, 'en', about)).not.toBe(shellKey(tenant, 'en', about));
    expect(shellKey({ ...tenant }, 'en', about)).toBe(shellKey(tenant, 'en', about));
  });

  it('keys on the language, the route, visitor or signed in, and the date banner', () => {
    const keys = [
      shellKey(tenant, 'en', about),
      shellKey(tenant, 'es', about),
      shellKey(tenant, 'en', { ...about, path: '/education' }),
      shellKey(tenant, 'en', { ...about, visitor: false }),
      shellKey(tenant, 'en', { ...about, dateBanner: true }),
      shellKey(tenant, 'en', { frame: 'auth', path: '/login' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('renders once per key, again for an edited tenant, and forgets a failed render', async () => {
    const render = vi.fn(({ tenant: { applicationTitle } }: { tenant: typeof tenant }) => Promise.resolve(applicationTitle));
    const cached = shellCache(render);
    expect(await cached({ tenant, language: 'en', frame: about })).toBe(tenant.applicationTitle);
    expect(await cached({ tenant: { ...tenant }, language: 'en', frame: about })).toBe(tenant.applicationTitle);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await cached({ tenant: edited, language: 'en', frame: about })).toBe(edited.applicationTitle);
    expect(render).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error('no render')).mockResolvedValue('page');
    const retried = shellCache(failing);
    await expect(retried({ tenant, language: 'en', frame: about })).rejects.toThrow('no render');
    expect(await retried({ tenant, language: 'en', frame: about })).toBe('page');
  });

  it("holds nothing of an applicant: two applicants' requests are one frame and one key, without their cookies", () => {
    const ann = request('/education', `${MARKER_COOKIE}=ann%40example.com; session=ann-secret`);
    const bob = request('/education', `${MARKER_COOKIE}=bob%40example.com; session=bob-secret`);
    expect(ann).toEqual(bob);
    expect(shellKey(tenant, 'en', ann!)).toBe(shellKey(tenant, 'en', bob!));
    expect(JSON.stringify(ann) + shellKey(tenant, 'en', ann!)).not.toMatch(/ann%40|ann-secret|example\.com/);
  });
});
