import fc from 'fast-check';
import { sessionCookieName } from '../../../../src/server/auth/create-auth.ts';

/** Content types a JSON route must refuse or read with care. */
export const CONTENT_TYPES = [
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;charset="utf-8"',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/json; boundary=x',
  'application/jsonp',
  'application/problem+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unclosed',
  '',
  ';;;',
  '*/*',
  `application/${'x'.repeat(3000)}`,
];

/** Stands for the logged-in applicant's own cookies in a generated Cookie header; swapped in when the case runs. */
export const OWN_COOKIES = '@@own-cookies@@';

/** Headers beside the body: hostile cookies, encodings, fetch metadata, conditional and range requests. */
export function oddHeaders(loggedIn: boolean): fc.Arbitrary<Record<string, string>> {
  const mine = loggedIn ? [OWN_COOKIES] : [];
  const cookieName = sessionCookieName(false);
  const cookie = fc.oneof(
    fc.constant(mine.join('; ')),
    // Two headers of the same name arrive joined with "; " (Node joins Cookie headers that way).
    fc.constant([...mine, ...mine].join('; ')),
    fc.constant([`${cookieName}=forged.value`, ...mine].join('; ')),
    fc.constant([...mine, `${cookieName}=forged.value`].join('; ')),
    fc.constant([...mine, `big=${'c'.repeat(7000)}`].join('; ')),
    fc.constant([...mine, Array.from({ length: 300 }, (_, i) => `c${i}=${i}`).join('; ')].join('; ')),
    fc
      .constantFrom('=', ';;;', '=;=;', `${cookieName}=`, `${cookieName}=%`, `${cookieName}=%E0%A4%A`, '__proto__=1', 'constructor=1; prototype=2')
      .map((odd) => [odd, ...mine].join('; ')),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((odd) => [odd.replace(/[^\x20-\x7e]/g, ''), ...mine].join('; ')),
  );
  const odd = fc.oneof(
    fc.tuple(fc.constant('sec-fetch-site'), fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site', 'bogus')),
    fc.tuple(fc.constant('content-encoding'), fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown')),
    fc.tuple(fc.constant('accept-encoding'), fc.constantFrom('br;q=0, gzip;q=0', 'gzip;q=abc', '*', `${'x,'.repeat(2000)}br`)),
    fc.tuple(fc.constant('if-none-match'), fc.constantFrom('*', '"x"', 'W/', '"'.repeat(500))),
    fc.tuple(fc.constant('if-modified-since'), fc.constantFrom('not a date', 'Thu, 01 Jan 1970 00:00:00 GMT')),
    fc.tuple(fc.constant('range'), fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999999999999-', 'bytes=1-0', 'lines=1-2', 'bytes=0-1,0-1,0-1')),
    fc.tuple(fc.constant('accept-language'), fc.constantFrom('*', 'x'.repeat(4000), 'en;q=2')),
    fc.tuple(fc.constant('x-forwarded-for'), fc.constantFrom('1.2.3.4, 5.6.7.8', 'not-an-ip', '::ffff:999.1.1.1')),
    fc.tuple(fc.constant('x-forwarded-host'), fc.constantFrom('evil.example', '')),
    fc.tuple(fc.constant('expect'), fc.constant('100-continue')),
  );
  return fc.tuple(cookie, fc.array(odd, { maxLength: 2 })).map(([value, extra]) => ({ ...Object.fromEntries(extra), ...(value ? { cookie: value } : {}) }));
}
