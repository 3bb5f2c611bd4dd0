import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { cookieValue, createSessionCookieReader } from '../../../../src/server/auth/session-cookie.ts';

const SECRET = 'a-secret-of-the-test-0123456789abcdef';
const NAME = 'admissions.session_token';

/** The Cookie header a browser sends back for what better-auth (better-call) signed. */
async function signed(token: string, secret = SECRET, name = NAME): Promise<string> {
  return (await serializeSignedCookie(name, token, secret)).split(';')[0];
}

describe('session cookie reader', () => {
  const reader = createSessionCookieReader(SECRET, NAME);

  it('reads the token of a cookie better-auth signed, among other cookies', async () => {
    const token = 'Xy7pQ2abcDEF0123456789ghijKLMN';
    expect(reader.token(`other=1; ${await signed(token)}; marker=x`)).toBe(token);
  });

  it('refuses a wrong signature, another key, a missing or malformed signature', async () => {
    const token = 'Xy7pQ2abcDEF0123456789ghijKLMN';
    const good = decodeURIComponent((await signed(token)).slice(NAME.length + 1));
    const signature = good.slice(good.lastIndexOf('.') + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(reader.token(`${NAME}=${encodeURIComponent(`${token}.${flipped}`)}`)).toBeNull();
    expect(reader.token(`${NAME}=${encodeURIComponent(`other${token}.${signature}`)}`)).toBeNull();
    expect(reader.token(await signed(token, 'another-secret-of-the-same-length-00'))).toBeNull();
    expect(reader.token(`${NAME}=${token}`)).toBeNull();
    expect(reader.token(`${NAME}=${token}.abc%3D`)).toBeNull();
    expect(reader.token(`${NAME}=%E0%A4%A`)).toBeNull();
    expect(reader.token(undefined)).toBeNull();
  });

  it('reads only the cookie of its exact name', async () => {
    const token = 'Xy7pQ2abcDEF0123456789ghijKLMN';
    const secureReader = createSessionCookieReader(SECRET, `__Host-${NAME}`);
    expect(secureReader.token(await signed(token))).toBeNull();
    expect(secureReader.token(await signed(token, SECRET, `__Host-${NAME}`))).toBe(token);
    expect(reader.token(await signed(token, SECRET, `__Host-${NAME}`))).toBeNull();
    expect(cookieValue('a=1; b="two"', 'b')).toBe('two');
  });

  it('remembers the most recent correctly signed values only, and reads each the same way again', async () => {
    const twoKept = createSessionCookieReader(SECRET, NAME, 2);
    const [a, b, c] = await Promise.all(['tokenA', 'tokenB', 'tokenC'].map((token) => signed(token)));
    const bad = `${NAME}=${encodeURIComponent('tokenD.' + 'A'.repeat(43) + '=')}`;
    for (const round of [1, 2]) {
      expect([twoKept.token(a), twoKept.token(b), twoKept.token(c), twoKept.token(bad)], `round ${round}`).toEqual(['tokenA', 'tokenB', 'tokenC', null]);
    }
  });
});
