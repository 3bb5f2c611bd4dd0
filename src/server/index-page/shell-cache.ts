import { createHash } from 'node:crypto';
import type { ShellFrame, ShellRequest } from '../../shared/page-shell.ts';
import type { Tenant } from '../../shared/tenant.ts';

/** A hash of the tenant as the page carries it: an edited tenant.json (or its translation) is a new version. */
function tenantVersion(tenant: Tenant): string {
  return createHash('sha256').update(JSON.stringify(tenant)).digest('base64url');
}

/** One key per distinct frame: the tenant's version, the language, the route, visitor or signed in, the date banner. */
export function shellKey(tenant: Tenant, language: string, frame: ShellFrame): string {
  const parts = frame.frame === 'auth' ? ['auth', frame.path] : ['form', frame.path, frame.visitor ? 'visitor' : 'signed-in', frame.dateBanner ? 'banner' : ''];
  return [tenantVersion(tenant), language, ...parts].join(' ');
}

/**
 * A page made from its shell once per key and kept in memory (a few dozen at most): the frame holds nothing of one
 * applicant, so every applicant with the same key gets the same page. A failed make is not kept.
 */
export function shellCache<T>(make: (request: ShellRequest) => Promise<T>): (request: ShellRequest) => Promise<T> {
  const rendered = new Map<string, Promise<T>>();
  return (request) => {
    const key = shellKey(request.tenant, request.language, request.frame);
    let shell = rendered.get(key);
    if (!shell) {
      shell = make(request);
      rendered.set(key, shell);
      shell.catch(() => rendered.delete(key));
    }
    return shell;
  };
}
