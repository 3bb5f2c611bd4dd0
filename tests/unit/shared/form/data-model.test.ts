import { describe, expect, it } from 'vitest';
import { answersFromFile, answerSlot, createFormEngine, formEngine, formPages, getPageSchema, isKnownAnswerKey, yearOptions } from '../../../../src/shared/form/index.ts';
import { answersWith, TODAY } from './about-helpers.ts';
import { staffText } from '../../../support/staff-text.ts';

describe('the page registry', () => {
  it('lists the three pages in step order with their titles and routes', () => {
    expect(formPages.map(({ name, title, path }) => ({ name, title, path }))).toEqual([
      { name: 'about', title: staffText('uischemas/pages.json', '/pages/0/title'), path: '/about' },
      { name: 'education', title: staffText('uischemas/pages.json', '/pages/1/title'), path: '/education' },
      { name: 'final-steps', title: staffText('uischemas/pages.json', '/pages/2/title'), path: '/final-steps' },
    ]);
  });

  it('hands out one self-contained page schema, the same object every time', () => {
    const schema = getPageSchema('about');
    expect(getPageSchema('about')).toBe(schema);
    expect(JSON.stringify(schema)).not.toContain('$ref');
    expect(schema.$schema).toBeUndefined();
  });
});

describe('code lists', () => {
  const options = (key: string) => (getPageSchema('about').properties as Record<string, { oneOf: Array<{ const: string; title: string }> }>)[key].oneOf;

  it("uses the form's own 3-letter country codes with the United States first", () => {
    const countries = options('country');
    expect(countries[0]).toEqual({ const: 'USA', title: 'United States' });
    expect(countries).toContainEqual({ const: 'UK', title: 'United Kingdom' });
    expect(countries).toContainEqual({ const: 'CAN', title: 'Canada' });
    expect(countries.filter((country) => country.const === 'USA')).toHaveLength(1);
  });

  it('offers the list without the United States for the country of citizenship', () => {
    const countries = options('citizenship');
    expect(countries.some((country) => country.const === 'USA')).toBe(false);
    expect(countries).toHaveLength(options('country').length - 1);
  });

  it('lists states, territories, military regions and Canadian provinces', () => {
    const codes = options('state').map((state) => state.const);
    expect(codes).toEqual(expect.arrayContaining(['AL', 'WY', 'DC', 'PR', 'GU', 'VI', 'AA', 'AE', 'AP', 'ON', 'QC', 'BC']));
  });

  it('builds year lists from today', () => {
    expect(yearOptions({ direction: 'past', count: 3 }, TODAY)).toEqual([
      { const: '2026', title: '2026' },
      { const: '2025', title: '2025' },
      { const: '2024', title: '2024' },
    ]);
    expect(yearOptions({ direction: 'future', count: 2, start: 2030 }, TODAY).map((year) => year.const)).toEqual(['2030', '2031']);
    expect(yearOptions({ direction: 'future', count: 3, offset: -1 }, TODAY).map((year) => year.const)).toEqual(['2025', '2026', '2027']);
    expect(yearOptions({ direction: 'past', count: 2, offset: 4, start: 2000 }, TODAY).map((year) => year.const)).toEqual(['2000', '1999']);
  });
});

describe('the data model', () => {
  it('knows every page question and the _desc companions of lists', () => {
    expect(isKnownAnswerKey('first_name')).toBe(true);
    expect(isKnownAnswerKey('country_desc')).toBe(true);
    expect(isKnownAnswerKey('gender_desc')).toBe(true);
    expect(isKnownAnswerKey('legacy_3_relationship_desc')).toBe(true);
    expect(isKnownAnswerKey('first_name_desc')).toBe(false);
    expect(isKnownAnswerKey('favourite_colour')).toBe(false);
  });

  it('gives text 45 characters unless the schema says otherwise, and a companion its longest label', () => {
    expect(answerSlot('first_name')).toEqual({ page: 'about', type: 'string', maxLength: 45 });
    expect(answerSlot('ssn')?.maxLength).toBe(11);
    expect(answerSlot('race_white')?.type).toBe('boolean');
    expect(answerSlot('country_desc')?.maxLength).toBe('South Georgia and the South Sandwich Islands'.length);
  });

  it('accepts the complete answer fixture key by key', () => {
    for (const [key, value] of Object.entries(answersWith({}))) expect(formEngine().answerProblem(key, value, 7000)).toBeNull();
  });

  it('says why a value cannot be stored', () => {
    const rules = { answerProblem: (key: string, value: string | boolean) => formEngine().answerProblem(key, value, 7000) };
    expect(rules.answerProblem('favourite_colour', 'red')).toEqual({ text: 'notAQuestion', key: 'favourite_colour' });
    expect(rules.answerProblem('race_white', 'yes')).toEqual({ text: 'notTrueOrFalse', key: 'race_white' });
    expect(rules.answerProblem('first_name', true)).toEqual({ text: 'notText', key: 'first_name' });
    expect(rules.answerProblem('first_name', 'x'.repeat(46))).toEqual({ text: 'tooLong', key: 'first_name', limit: 45 });
    expect(rules.answerProblem('first_name', 'x'.repeat(45))).toBeNull();
    expect(rules.answerProblem('race_white', '')).toBeNull();
  });

  it('limits textareas by the schema, 1500 by default, or the partner limit', () => {
    const engine = createFormEngine([
      {
        name: 'p',
        schema: { type: 'object', properties: { essay: { type: 'string' }, long_essay: { type: 'string' }, note: { type: 'string', maxLength: 200 } } },
        uischema: {
          type: 'VerticalLayout',
          elements: [
            { type: 'Control', scope: '#/properties/essay', options: { renderer: 'textarea' } },
            { type: 'Control', scope: '#/properties/long_essay', options: { renderer: 'textarea', limit: 'partner' } },
            { type: 'Control', scope: '#/properties/note', options: { renderer: 'textarea' } },
          ],
        },
      },
    ]);
    expect(engine.answerSlot('essay')?.maxLength).toBe(1500);
    expect(engine.answerProblem('long_essay', 'x'.repeat(7000), 7000)).toBeNull();
    expect(engine.answerProblem('long_essay', 'x'.repeat(7001), 7000)).toEqual({ text: 'tooLong', key: 'long_essay', limit: 7000 });
    expect(engine.answerSlot('note')?.maxLength).toBe(200);
  });

  it('gives month/year pairs and year lists their _desc companions', () => {
    const engine = createFormEngine([
      {
        name: 'p',
        schema: {
          type: 'object',
          properties: {
            grad_month: { $comment: 'months', type: 'string', oneOf: [{ const: '9', title: 'September' }] },
            grad_year: { type: 'string' },
            sat_year: { type: 'string' },
          },
        },
        uischema: {
          type: 'VerticalLayout',
          elements: [
            { type: 'Control', scope: '#/properties/grad_month', options: { renderer: 'monthYear', yearKey: 'grad_year', yearList: { direction: 'future', count: 4 } } },
            { type: 'Control', scope: '#/properties/sat_year', options: { renderer: 'select', yearList: { direction: 'past', count: 4 } } },
          ],
        },
      },
    ]);
    expect(engine.answerSlot('grad_month_desc')?.maxLength).toBe('September'.length);
    expect(engine.answerSlot('grad_year_desc')?.maxLength).toBe(4);
    expect(engine.answerSlot('sat_year_desc')?.maxLength).toBe(4);
  });

  it('reads a null answer (an essay never written) as empty', () => {
    expect(answersFromFile({ personal_statement_essay: null, first_name: 'Ana' })).toEqual({ personal_statement_essay: '', first_name: 'Ana' });
  });
});
