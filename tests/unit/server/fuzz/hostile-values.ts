import fc from 'fast-check';

/** Names that reach Object.prototype when a server indexes an object with them. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Names and values that climb out of a folder or a key prefix, in the spellings servers decode. */
export const TRAVERSALS = [
  '..',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc',
  'uploads/../../app.sqlite',
  '/etc/passwd',
  './',
  '....//....//',
  'C:\\boot.ini',
];

/** Text that breaks naive handling: control characters, line separators, lone surrogates, injections, sizes. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\r\nSet-Cookie: injected=1',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '\u202e',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  'x'.repeat(5000),
  ...PROTOTYPE_KEYS,
  ...TRAVERSALS,
];

/** A hostile string: one of the list above or random code points (lone surrogates and controls included). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** A key an attacker would put in a JSON object. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom('first_name', 'email', 'ssn', 'birth_date', 'answer_key', 'file_key') },
);

/** Any JSON value, leaning to the wrong type for whatever field it lands in. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.constantFrom(0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, 11, 101, true, false, null),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The value in one case out of `oneIn`, else undefined. */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number) => fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** JSON text of a value, with `__proto__` kept as an own key (JSON.stringify of a literal would drop it). */
export function jsonWithKeys(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}
