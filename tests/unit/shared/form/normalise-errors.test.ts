import type { JsonFormsCore } from '@jsonforms/core';
import type { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createFormAjv, normaliseErrors, toJsonFormsErrors } from '../../../../src/shared/form/index.ts';
import { controlLabel, staffText } from '../../../support/staff-text.ts';

const ajv: Ajv = createFormAjv();
const validate = ajv.compile({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2, pattern: '^[A-Z]', errorMessage: { minLength: 'Too short', pattern: 'Too short' } },
    colour: {
      type: 'string',
      oneOf: [
        { const: 'red', title: 'Red' },
        { const: 'blue', title: 'Blue' },
      ],
    },
    country: { type: 'string' },
    state: { type: 'string' },
    secret: { type: 'string' },
  },
  required: ['name', 'secret'],
  allOf: [
    {
      if: { properties: { country: { const: 'USA' } }, required: ['country'] },
      then: { required: ['state'], errorMessage: { required: { state: controlLabel('uischemas/education.uischema.json', 'hs_state') } } },
    },
  ],
  errorMessage: { required: { name: 'Name', secret: 'Secret' } },
});

function errorsFor(data: object, hidden: string[] = []) {
  validate(data);
  return normaliseErrors(validate.errors, (key) => hidden.includes(key));
}

describe('normaliseErrors', () => {
  it('moves required messages from the parent object to the field they name', () => {
    expect(errorsFor({ country: 'CAN' })).toEqual({ name: ['Name'], secret: ['Secret'] });
  });

  it('drops the if/then wrapper and keeps the message of the rule that failed', () => {
    validate({ name: 'Al', secret: 'x', country: 'USA' });
    expect(validate.errors?.some((error) => error.keyword === 'if')).toBe(true);
    expect(errorsFor({ name: 'Al', secret: 'x', country: 'USA' })).toEqual({ state: [controlLabel('uischemas/education.uischema.json', 'hs_state')] });
  });

  it('drops the errors of hidden fields', () => {
    expect(errorsFor({ country: 'USA' }, ['secret', 'state'])).toEqual({ name: ['Name'] });
  });

  it('lists each message once per key', () => {
    expect(errorsFor({ name: 'a', secret: 'x' })).toEqual({ name: ['Too short'] });
  });

  it('keeps the combinator error of an option list, not one error per option', () => {
    const errors = errorsFor({ name: 'Al', secret: 'x', colour: 'green' });
    expect(Object.keys(errors)).toEqual(['colour']);
    expect(errors.colour).toHaveLength(1);
  });

  it('gives an empty map for no errors', () => {
    expect(normaliseErrors(null, () => false)).toEqual({});
  });
});

describe('toJsonFormsErrors', () => {
  it('puts one error per message at the path of its key, where a JSON Forms control finds it', async () => {
    const { errorAt } = await import('@jsonforms/core');
    const errors = toJsonFormsErrors({
      zip: [staffText('schemas/about.schema.json', '/allOf/1/then/errorMessage/required/zip')],
      ssn: [staffText('schemas/about.schema.json', '/properties/ssn/errorMessage/maxLength')],
    });
    expect(errors).toHaveLength(2);
    const core: JsonFormsCore = { data: {}, schema: {}, uischema: { type: 'VerticalLayout' }, errors: [], additionalErrors: errors, validationMode: 'NoValidation' };
    const found = errorAt('zip', { type: 'string' })(core);
    expect(found.map((error) => error.message)).toEqual([staffText('schemas/about.schema.json', '/allOf/1/then/errorMessage/required/zip')]);
  });
});
