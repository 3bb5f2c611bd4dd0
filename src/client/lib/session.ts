import { hasMarkerCookie } from '../../shared/auth/account-contract.ts';

/** Logged in means the server's readable marker cookie is present. */
export function isLoggedIn(cookieHeader: string = document.cookie): boolean {
  return hasMarkerCookie(cookieHeader);
}
