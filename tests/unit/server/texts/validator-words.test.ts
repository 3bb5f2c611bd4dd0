import { Ajv, type ErrorObject } from 'ajv';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFormatsAndMessages } from '../../../../src/shared/ajv-plugins.ts';
import { defaultLanguage, languages } from '../../../../src/shared/texts/languages.ts';
import { JSON_TYPES, VALIDATOR_KEYWORD_PARAMS, VALIDATOR_WORDS_FILE, type JsonType, type ValidatorKeyword } from '../../../../src/shared/texts/text-contracts.ts';
import { inValidatorLanguage, validatorWords, type ValidatorWords } from '../../../../src/server/texts/validator-words.ts';
import { spanishFile } from '../../../support/spanish-text.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';

/**
 * The validator's words (texts-and-settings/validator-words.json) cover every rule a route's schema can fail with,
 * in every language, so an answer to a Spanish request never carries the validator's English; the English file
 * writes exactly what AJV writes, so English answers read as before.
 */

// Configured as the routes' validator compiler is (schema-messages.ts): every error, formats, ajv-errors.
const ajv = addFormatsAndMessages(new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false }));

/** The parts of a request a route's schema checks (Fastify takes `query` for `querystring` too). */
const PARTS = ['body', 'querystring', 'query', 'params', 'headers'] as const;
/** Keywords whose value is data or words, not a schema: nothing under them is a rule. */
const DATA = new Set(['enum', 'const', 'required', 'default', 'examples', 'errorMessage', 'title', 'description', '$comment']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

/** Whether AJV can report an error under this keyword: `type`, and every keyword it defines with an error. */
function canFail(keyword: string): boolean {
  if (keyword === 'type') return true;
  const definition = ajv.getKeyword(keyword);
  return typeof definition === 'object' && definition.error !== undefined;
}

interface Rules {
  keywords: Set<string>;
  types: Set<string>;
}

/** Every keyword that can fail, and every type named, in a schema and all its subschemas. */
function walk(schema: unknown, where: string, rules: Rules): void {
  if (Array.isArray(schema)) return schema.forEach((item, index) => walk(item, `${where}/${index}`, rules));
  if (schema === null || typeof schema !== 'object') return;
  for (const [keyword, value] of Object.entries(schema)) {
    // A reference would hide its target's rules from this walk: route schemas are written out whole.
    if (keyword === '$ref' && typeof value === 'string' && !value.startsWith('#')) throw new Error(`${where}: $ref ${value} is not followed by this test`);
    if (canFail(keyword)) rules.keywords.add(keyword);
    if (keyword === 'type') [value].flat().forEach((type) => rules.types.add(String(type)));
    if (DATA.has(keyword)) continue;
    if (SCHEMA_MAPS.has(keyword) && value !== null && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(inner, `${where}/${keyword}/${name}`, rules);
    } else walk(value, `${where}/${keyword}`, rules);
  }
}

let test: TestApp;
const routeSchemas: Array<{ where: string; schema: unknown }> = [];
beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const part of PARTS) if (schema[part] !== undefined) routeSchemas.push({ where: `${String(route.method)} ${route.url} ${part}`, schema: schema[part] });
  };
  test = await buildTestApp({ JOBS_WORKER: 'off' }, { onRoute: collect });
});
afterAll(() => test.close());

describe("the validator's words cover the routes' schemas", () => {
  it('have a text for every rule a route can fail with, and words for every type, in every language', () => {
    const rules: Rules = { keywords: new Set(), types: new Set() };
    for (const { where, schema } of routeSchemas) walk(schema, where, rules);
    // The walk reached the routes' rules (a walk that found nothing would pass anything).
    expect(routeSchemas.length).toBeGreaterThan(20);
    expect([...rules.keywords]).toEqual(expect.arrayContaining(['type', 'required', 'additionalProperties', 'enum', 'maxLength', 'maximum', 'pattern']));
    const spanish = spanishFile<Partial<ValidatorWords>>(VALIDATOR_WORDS_FILE);
    for (const keyword of rules.keywords) {
      expect(Object.hasOwn(VALIDATOR_KEYWORD_PARAMS, keyword), `${keyword} is worded by the server`).toBe(true);
      expect(validatorWords[keyword as ValidatorKeyword], `${keyword} in ${VALIDATOR_WORDS_FILE}`).toMatch(/\S/);
      expect(spanish[keyword as ValidatorKeyword], `${keyword} in the Spanish ${VALIDATOR_WORDS_FILE}`).toMatch(/\S/);
    }
    for (const type of rules.types) {
      expect(JSON_TYPES as readonly string[]).toContain(type);
      expect(spanish.types?.[type as JsonType], `type ${type} in the Spanish ${VALIDATOR_WORDS_FILE}`).toMatch(/\S/);
    }
    // Every offered language gets the Spanish or its own words, never the validator's English, for these rules.
    for (const { code } of languages.filter((language) => language.code !== defaultLanguage)) {
      const words = test.app.texts.textsIn(code).validatorWords;
      for (const keyword of rules.keywords) expect(words[keyword as ValidatorKeyword], `${code}: ${keyword}`).not.toBe(validatorWords[keyword as ValidatorKeyword]);
    }
  });
});

/** Per keyword the file words, a schema and a value failing it (with a second case where the words vary). */
const FAILING: Record<ValidatorKeyword, Array<[schema: object, value: unknown]>> = {
  type: [
    [{ type: 'integer' }, 'two'],
    [{ type: ['string', 'boolean'] }, 2],
    [{ type: ['string', 'number', 'null'] }, true],
  ],
  required: [[{ type: 'object', required: ['chosen_tab'] }, {}]],
  additionalProperties: [[{ type: 'object', additionalProperties: false }, { colour: 'blue' }]],
  enum: [[{ enum: ['/about', '/education'] }, '/nowhere']],
  const: [[{ const: 'en' }, 'es']],
  pattern: [[{ type: 'string', pattern: '^[a-z]+$' }, 'A1']],
  format: [[{ type: 'string', format: 'email' }, 'someone at example']],
  minLength: [[{ type: 'string', minLength: 2 }, 'a']],
  maxLength: [[{ type: 'string', maxLength: 3 }, 'abcd']],
  minimum: [[{ type: 'integer', minimum: 1 }, 0]],
  maximum: [[{ type: 'integer', maximum: 10 }, 11]],
  minItems: [[{ type: 'array', minItems: 2 }, [1]]],
  maxItems: [[{ type: 'array', maxItems: 1 }, [1, 2]]],
  uniqueItems: [[{ type: 'array', uniqueItems: true }, ['a', 'b', 'a']]],
  minProperties: [[{ type: 'object', minProperties: 1 }, {}]],
  maxProperties: [
    [
      { type: 'object', maxProperties: 1 },
      { a: 1, b: 2 },
    ],
  ],
  anyOf: [[{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true]],
  oneOf: [
    [{ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 1],
    [{ oneOf: [{ type: 'string' }, { type: 'boolean' }] }, 1],
  ],
};

/** AJV's errors for a value against a schema. */
function errorsOf(schema: object, value: unknown): ErrorObject[] {
  const validate = ajv.compile(schema);
  expect(validate(value), JSON.stringify({ schema, value })).toBe(false);
  return validate.errors ?? [];
}

describe('inValidatorLanguage', () => {
  it.each(Object.entries(FAILING))('words %s in English exactly as AJV does, so English answers do not change', (keyword, cases) => {
    for (const [schema, value] of cases) {
      const errors = errorsOf(schema, value);
      expect(errors.map((error) => error.keyword)).toContain(keyword);
      expect(inValidatorLanguage(errors, validatorWords).map((error) => error.message)).toEqual(errors.map((error) => error.message));
    }
  });

  it('words the rules in Spanish, types included, with the failed rule filled in', () => {
    const spanish = test.app.texts.textsIn('es').validatorWords;
    const spanishOf = (schema: object, value: unknown) => inValidatorLanguage(errorsOf(schema, value), spanish).map((error) => error.message);
    expect(spanishOf({ type: 'integer', maximum: 10 }, 11)).toEqual(['debe ser <= 10']);
    expect(spanishOf({ type: 'integer' }, 'two')).toEqual(['debe ser un número entero']);
    expect(spanishOf({ type: ['string', 'boolean'] }, 2)).toEqual(['debe ser un texto o un valor verdadero o falso']);
    expect(spanishOf({ type: 'string', maxLength: 3 }, 'abcd')).toEqual(['no debe tener más de 3 caracteres']);
    expect(spanishOf({ type: 'object', required: ['chosen_tab'] }, {})).toEqual(["debe tener el campo obligatorio 'chosen_tab'"]);
    expect(spanishOf({ type: 'string', pattern: '^[a-z]+$' }, 'A1')).toEqual(['debe coincidir con el patrón "^[a-z]+$"']);
  });

  it("keeps AJV's words for a keyword the file has no text for, and a schema's own errorMessage", () => {
    const { maximum: _left, ...withoutMaximum } = validatorWords;
    const tooMany = errorsOf({ type: 'integer', maximum: 10 }, 11);
    expect(inValidatorLanguage(tooMany, withoutMaximum as ValidatorWords).map((error) => error.message)).toEqual(['must be <= 10']);
    const spanish = test.app.texts.textsIn('es').validatorWords;
    const notMultiple = errorsOf({ type: 'integer', multipleOf: 5 }, 7);
    expect(inValidatorLanguage(notMultiple, spanish).map((error) => error.message)).toEqual(['must be multiple of 5']);
    const own = errorsOf({ type: 'string', maxLength: 3, errorMessage: { maxLength: 'At most 3 letters.' } }, 'abcd');
    expect(inValidatorLanguage(own, spanish).map((error) => error.message)).toEqual(['At most 3 letters.']);
  });

  it('leaves the errors it is given as they were', () => {
    const errors = errorsOf({ type: 'integer' }, 'two');
    const before = structuredClone(errors);
    inValidatorLanguage(errors, test.app.texts.textsIn('es').validatorWords);
    expect(errors).toEqual(before);
  });
});
