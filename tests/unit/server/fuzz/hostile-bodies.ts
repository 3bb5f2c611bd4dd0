import fc from 'fast-check';
import { jsonWithKeys, nastyKey, nastyString, nastyValue, PROTOTYPE_KEYS, sometimes, TRAVERSALS } from './hostile-values.ts';
import { propertyNames, type FuzzRoute } from './route-table.ts';

/** A generated body; `json` says whether it is meant as JSON (sent as application/json unless the case says else). */
export interface HostileBody {
  payload?: string | Buffer;
  json: boolean;
  contentType?: string;
}

/** A body: malformed, wrong types, polluting keys, huge, deep, control characters, bad UTF-8, forms and multipart. */
export function hostileBody(route: FuzzRoute, bodyLimit: number): fc.Arbitrary<HostileBody> {
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
    `{"a":"${'x'.repeat(bodyLimit)}"}`,
    jsonWithKeys(Array.from({ length: 2500 }, (_, i) => [`k${i}`, 'v'])),
    jsonWithKeys(declared.map((name) => [name, 'y'.repeat(Math.floor(bodyLimit / (declared.length + 1)) - 20)])),
    JSON.stringify(Array.from({ length: 20000 }, () => 1)),
  );
  const deep = fc
    .tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean(), fc.constantFrom(...declared, 'a'))
    .map(([depth, arrays, name]) =>
      arrays ? `{${JSON.stringify(name)}:${'['.repeat(depth)}${']'.repeat(depth)}}` : `${'{"a":'.repeat(Math.min(depth, 40_000))}1${'}'.repeat(Math.min(depth, 40_000))}`,
    );
  const controls = fc.array(fc.tuple(field, fc.string({ unit: 'binary', maxLength: 30 })), { minLength: 1, maxLength: 4 }).map(jsonWithKeys);
  const badUtf8 = fc
    .tuple(fc.uint8Array({ maxLength: 40 }), fc.constantFrom(...declared, 'a'))
    .map(([bytes, name]) =>
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
