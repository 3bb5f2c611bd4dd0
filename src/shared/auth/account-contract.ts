/** The server's `code` for a login of an account that still needs its confirmation code. */
export const NOT_CONFIRMED_CODE = 'UserNotConfirmedException';

/**
 * The readable marker cookie beside the HttpOnly session cookie starts with this: the client counts as logged in
 * while a cookie with this prefix exists.
 */
export const MARKER_COOKIE_PREFIX = 'CognitoIdentityServiceProvider';

/** Whether a Cookie header (or `document.cookie`) holds the marker: the applicant counts as logged in. */
export function hasMarkerCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(MARKER_COOKIE_PREFIX));
}
