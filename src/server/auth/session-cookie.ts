import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** The value of the cookie `name` in a Cookie header (the first one, as better-auth reads it), URL-decoded. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return null;
    }
  }
  return null;
}

/** How many correctly signed cookie values are remembered, so a session's next calls skip the HMAC. */
const VERIFIED_KEPT = 10_000;

/**
 * Reads better-auth's signed session cookie (`<token>.<base64 HMAC-SHA256(secret, token)>`, as better-call signs it)
 * with Node's own crypto; the key is made once. `token` answers the session token, or null for a missing, malformed
 * or wrongly signed cookie. A signature's check depends on the value and the secret alone, so the values found
 * correctly signed are remembered (the most recent `verifiedKept`; only values signed with our secret get in):
 * whether the session still exists is read from the database on every call all the same. The memory is this
 * process's alone and safe to lose: it only spares recomputing an answer that is the same in every process.
 */
export function createSessionCookieReader(secret: string, cookieName: string, verifiedKept = VERIFIED_KEPT) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, string>();
  const signedToken = (value: string): string | null => {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const token = value.slice(0, dot);
    const expected = Buffer.from(createHmac('sha256', key).update(token).digest('base64'));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  };
  return {
    cookieName,
    token(cookieHeader: string | undefined): string | null {
      const value = cookieValue(cookieHeader, cookieName);
      if (!value) return null;
      const known = verified.get(value);
      if (known !== undefined) return known;
      const token = signedToken(value);
      if (token === null) return null;
      verified.set(value, token);
      if (verified.size > verifiedKept) verified.delete(verified.keys().next().value!);
      return token;
    },
  };
}

export type SessionCookieReader = ReturnType<typeof createSessionCookieReader>;
