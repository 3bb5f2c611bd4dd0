import fc from 'fast-check';
import { hostileBody } from './hostile-bodies.ts';
import { CONTENT_TYPES, oddHeaders } from './hostile-headers.ts';
import { nastyKey, nastyString, sometimes, TRAVERSALS } from './hostile-values.ts';
import { propertyNames, type FuzzRoute } from './route-table.ts';

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
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          route.url.replace(/^\/(\w)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
          `${route.url}/`,
          `/${route.url}`,
          route.url.toUpperCase(),
        ),
      },
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

/** Mostly our own origin, so most cases pass the CSRF check; the rest are foreign, opaque or not an origin. */
const ORIGINS = (own: string) => [
  ...Array.from({ length: 10 }, () => own),
  '',
  'null',
  'http://evil.example',
  `${own}.evil.example`,
  'not a url',
  own.replace('http:', 'https:'),
];

/**
 * Hostile requests for one route, as the anonymous visitor or the logged-in applicant (whose Cookie header holds
 * OWN_COOKIES) would send them. Most keep the route's own method, our Origin and a JSON content type, so the body
 * and query reach the route's schema and handler; the rest try wrong methods, paths, content types and headers.
 */
export function hostileRequest(route: FuzzRoute, context: RequestContext, loggedIn: boolean): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...route.methods) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: pathOf(route),
      query: queryOf(route),
      body: hostileBody(route, context.bodyLimit),
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
