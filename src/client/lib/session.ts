import { MARKER_COOKIE_PREFIX } from '../../shared/auth/account-contract.ts';

/** Logged in means the server's readable marker cookie is present (spec point 3, client snapshot). */
export function isLoggedIn(cookieHeader: string = document.cookie): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(MARKER_COOKIE_PREFIX));
}
