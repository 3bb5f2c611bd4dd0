const MARKER_PREFIX = 'CognitoIdentityServiceProvider';

/** Logged in means the server's readable marker cookie is present (spec point 3, client snapshot). */
export function isLoggedIn(cookieHeader: string = document.cookie): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(MARKER_PREFIX));
}
