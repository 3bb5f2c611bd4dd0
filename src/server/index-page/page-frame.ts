import { hasMarkerCookie } from '../../shared/auth/account-contract.ts';
import { isWithinWindow } from '../../shared/date-window.ts';
import { pageList } from '../../shared/form/page-list.ts';
import type { ShellFrame } from '../../shared/page-shell.ts';
import { PRINT_STANDBY_PARAMETER } from '../../shared/print-view.ts';
import type { Tenant } from '../../shared/tenant.ts';

/** The account screens' routes (each an account card, src/client/features/auth/components). */
const AUTH_PATHS = new Set(['/signup', '/login', '/confirm', '/forgot', '/reset']);

export interface PageRequest {
  path: string;
  query: string;
  cookieHeader: string;
  now: Date;
}

/**
 * The frame the client will draw for this request, to paint before the JavaScript: a form page (an unknown path
 * goes to the first one), an account card, or nothing (the completion page, and the print view of a service user
 * or the PDF renderer's spare page, whose first paint nobody sees). Of the cookies only the marker's presence is
 * read: the frame is the same for every applicant.
 */
export function pageFrame(tenant: Tenant, { path, query, cookieHeader, now }: PageRequest): ShellFrame | null {
  const parameters = new URLSearchParams(query);
  if (parameters.has('service_token') || parameters.has(PRINT_STANDBY_PARAMETER) || path === '/completion') return null;
  if (AUTH_PATHS.has(path)) return { frame: 'auth', path };
  const banner = tenant.branding.dateBanner;
  return {
    frame: 'form',
    path: (pageList.find((page) => page.path === path) ?? pageList[0]).path,
    visitor: !hasMarkerCookie(cookieHeader),
    dateBanner: Boolean(banner && isWithinWindow(now, banner.start, banner.end)),
  };
}
