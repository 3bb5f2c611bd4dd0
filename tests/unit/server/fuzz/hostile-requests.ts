import fc from 'fast-check';
import { jsonWithKeys, nastyKey, nastyString, nastyValue, PROTOTYPE_KEYS, TRAVERSALS } from './hostile-values.ts';
import { propertyNames, type FuzzRoute } from './route-table.ts';
import { sessionCookieName } from '../../../../src/server/auth/create-auth.ts';

/** One request as it could arrive on a socket: only what an HTTP/1.1 parser lets through reaches the app. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface RequestContext {
  /** The origin the app calls its own (sent by most cases, so they pass the CSRF check and reach the route). */
  origin: string;
  /** The app's body limit: the huge cases go just past it. */
  bodyLimit: number;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH', 'TRACE'];

/** What a request line may carry: visible ASCII; anything else is percent-encoded, as a client must. */
const onTheWire = (text: string) => text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c).replace(/%25/g, '%'));
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: a client would send the replacement character.
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

/** A path segment for a `:param`: encoded hostile text, or raw spellings of traversal and broken escapes. */
const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map(encode) },
  { weight: 2, arbitrary: fc.constantFrom(...TRAVERSALS.map(onTheWire), '%', '%E0%A4%A', '%00', '%ff%fe', '%C0%AE%C0%AE', '.', '..', 'x'.repeat(3000)) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/) },
);

function pathOf(route: FuzzRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length === 0) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(route.url) },
      // The same route reached through spellings the router decodes or a guard might read differently.
      { weight: 1, arbitrary: fc.constantFrom(route.url.replace(/^\/(\w)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`), `${route.url}/`, `/${route.url}`, route.url.toUpperCase()) },
      { weight: 1, arbitrary: segment.map((extra) => `${route.url}/${extra}`) },
    );
  }
  return fc.tuple(...names.map(() => segment)).map((values) => names.reduce((url, name, i) => url.replace(`:${name}`, values[i]!), route.url));
}

/** A query string: the declared parameters with hostile values, repeated or polluting keys, broken escapes. */
function queryOf(route: FuzzRoute): fc.Arbitrary<string> {
  const declared = propertyNames(route.schemas.querystring);
  const key = declared.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...declared) }, { weight: 1, arbitrary: nastyKey }) : nastyKey;
  const pair = fc.tuple(key, nastyString).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '?__proto__[polluted]=yes',
        '?constructor[prototype][polluted]=yes',
        '?__proto__.polluted=yes',
        `?${declared[0] ?? 'token'}=a&${declared[0] ?? 'token'}=b`,
        `?${declared[0] ?? 'token'}=%E0%A4%A`,
        `?${declared[0] ?? 'token'}=%00`,
        '?%=%',
        '?&&&==&',
        `?${'a'.repeat(6000)}=1`,
        `?${declared.map((name) => `${name}[]=x`).join('&')}`,
      ),
    },
  );
}

/** A body: malformed, wrong types, polluting keys, huge, deep, control characters, bad UTF-8, forms and multipart. */
function bodyOf(route: FuzzRoute, context: RequestContext): fc.Arbitrary<{ payload?: string | Buffer; json: boolean; contentType?: string }> {
  const declared = propertyNames(route.schemas.body);
  const field = declared.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...declared) }, { weight: 1, arbitrary: nastyKey }) : nastyKey;
  const json = (payload: fc.Arbitrary<string | Buffer>) => payload.map((text) => ({ payload: text, json: true }));
  const malformed = fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}}',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"a":NaN}',
    '{"a":1e999999}',
    '{"a":"\\ud800"}',
    '{"a":"\\u00"}',
    '{"a":undefined}',
    '',
    ' ',
    'null',
    '0',
    '"text"',
    '[]',
    'tru',
  );
  const shaped = fc.array(fc.tuple(field, nastyValue), { maxLength: 5 }).map(jsonWithKeys);
  const polluting = fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), sometimes(fc.constantFrom(...declared, 'answer'), 2)).map(([key, under]) => {
    const poison = key === 'constructor' ? { prototype: { polluted: 'yes' } } : key === '__proto__' ? { polluted: 'yes' } : 'yes';
    const inner = jsonWithKeys([[key, poison]]);
    return under === undefined ? inner : `{${JSON.stringify(under)}:${inner},"__proto__":{"polluted":"yes"}}`;
  });
  const huge = fc.constantFrom(
    `{"a":"${'x'.repeat(context.bodyLimit)}"}`,
    jsonWithKeys(Array.from({ length: 2500 }, (_, i) => [`k${i}`, 'v'])),
    jsonWithKeys(declared.map((name) => [name, 'y'.repeat(Math.floor(context.bodyLimit / (declared.length + 1)) - 20)])),
    JSON.stringify(Array.from({ length: 20000 }, () => 1)),
  );
  const deep = fc.tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean(), fc.constantFrom(...declared, 'a')).map(([depth, arrays, name]) =>
    arrays ? `{${JSON.stringify(name)}:${'['.repeat(depth)}${']'.repeat(depth)}}` : `${'{"a":'.repeat(Math.min(depth, 40_000))}1${'}'.repeat(Math.min(depth, 40_000))}`,
  );
  const controls = fc.array(fc.tuple(field, fc.string({ unit: 'binary', maxLength: 30 })), { minLength: 1, maxLength: 4 }).map(jsonWithKeys);
  const badUtf8 = fc.tuple(fc.uint8Array({ maxLength: 40 }), fc.constantFrom(...declared, 'a')).map(([bytes, name]) =>
    Buffer.concat([Buffer.from(`{${JSON.stringify(name)}:"`), Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xff]), Buffer.from(bytes), Buffer.from('"}')]),
  );
  const form = fc.constantFrom('a=1&__proto__[polluted]=yes', `${declared[0] ?? 'a'}=..%2F..%2Fetc`, 'constructor[prototype][polluted]=yes');
  const multipart = fc
    .tuple(fc.constantFrom('name="file"; ', ...PROTOTYPE_KEYS.map((key) => `name="${key}"; `), 'name=""; ', ''), nastyString, fc.boolean())
    .map(([name, value, cut]) => {
      const text = `--B\r\nContent-Disposition: form-data; ${name}filename="${TRAVERSALS[1]}"\r\n\r\n${value}\r\n--B--\r\n`;
      return cut ? text.slice(0, text.length - 8) : text;
    });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ json: false }) },
    { weight: 3, arbitrary: json(malformed) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value))) },
    { weight: 6, arbitrary: json(shaped) },
    { weight: 3, arbitrary: json(polluting) },
    { weight: 1, arbitrary: json(huge) },
    { weight: 1, arbitrary: json(deep) },
    { weight: 2, arbitrary: json(controls) },
    { weight: 1, arbitrary: json(badUtf8) },
    { weight: 1, arbitrary: form.map((payload) => ({ payload, json: false, contentType: 'application/x-www-form-urlencoded' })) },
    { weight: 2, arbitrary: multipart.map((payload) => ({ payload, json: false, contentType: 'multipart/form-data; boundary=B' })) },
  );
}

const CONTENT_TYPES = [
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
function oddHeaders(loggedIn: boolean): fc.Arbitrary<Record<string, string>> {
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
    fc.constantFrom('=', ';;;', '=;=;', `${cookieName}=`, `${cookieName}=%`, `${cookieName}=%E0%A4%A`, '__proto__=1', 'constructor=1; prototype=2').map((odd) => [odd, ...mine].join('; ')),
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
  return fc
    .tuple(cookie, fc.array(odd, { maxLength: 2 }))
    .map(([value, extra]) => ({ ...Object.fromEntries(extra), ...(value ? { cookie: value } : {}) }));
}

/** The value in one case out of `oneIn`, else undefined. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const ORIGINS = (own: string) => [...Array.from({ length: 10 }, () => own), '', 'null', 'http://evil.example', `${own}.evil.example`, 'not a url', own.replace('http:', 'https:')];

/**
 * Hostile requests for one route, as the anonymous visitor or the logged-in applicant (whose Cookie header holds
 * OWN_COOKIES) would send them. Most keep the route's own method, our Origin and a JSON content type, so the body and query reach the route's
 * schema and handler; the rest try wrong methods, paths, content types and headers.
 */
export function hostileRequest(route: FuzzRoute, context: RequestContext, loggedIn: boolean): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...route.methods) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: pathOf(route),
      query: queryOf(route),
      body: bodyOf(route, context),
      contentType: sometimes(fc.constantFrom(...CONTENT_TYPES), 5),
      origin: fc.constantFrom(...ORIGINS(context.origin)),
      headers: oddHeaders(loggedIn),
      host: sometimes(fc.constantFrom('evil.example', 'localhost:80', '[::1]', 'x'.repeat(300)), 15),
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ method, path, query, body, contentType, origin, headers, host, ip }) => {
      const all: Record<string, string> = { ...headers };
      if (origin) all.origin = origin;
      const type = contentType ?? body.contentType ?? (body.json ? 'application/json' : undefined);
      if (type !== undefined && body.payload !== undefined) all['content-type'] = type;
      if (host !== undefined) all.host = host;
      return {
        method,
        url: path + query,
        headers: all,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
        remoteAddress: `10.${ip[0]}.${ip[1]}.${ip[2]}`,
      };
    });
}
