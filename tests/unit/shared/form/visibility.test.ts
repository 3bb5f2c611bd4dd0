import { describe, expect, it } from 'vitest';
import { analysePage, createFormEngine, type JsonSchema, type UiElement } from '../../../../src/shared/form/index.ts';

const control = (key: string, options?: UiElement['options']): UiElement => ({ type: 'Control', scope: `#/properties/${key}`, ...(options ? { options } : {}) });
const when = (valueKey: string, target: string) => ({ valueKey, operator: 'equals' as const, target });

const uischema: UiElement = {
  type: 'VerticalLayout',
  elements: [
    control('has_pet'),
    {
      type: 'Group',
      label: 'Pet',
      options: { showWhen: when('has_pet', 'Y') },
      elements: [control('pet_kind'), control('pet_name', { showWhen: when('pet_kind', 'dog') })],
    },
    { type: 'VerticalLayout', options: { showWhen: when('has_pet', 'N'), clearKeys: ['why_not'] }, elements: [control('why_not'), control('kept')] },
    control('route'),
    {
      type: 'Conditional',
      options: { branches: [{ showWhen: when('route', 'bus') }, { showWhen: when('route', 'car'), clearKeys: ['plate'] }] },
      elements: [
        { type: 'VerticalLayout', elements: [control('stop'), control('ticket')] },
        { type: 'VerticalLayout', elements: [control('ticket'), control('plate')] },
      ],
    },
    control('region'),
    control('district', {
      renderer: 'dependentSelect',
      dependsOn: 'region',
      category: 'displayAndOptions',
      optionsByValue: { north: [{ const: 'n1', title: 'North 1' }], south: [] },
    }),
    {
      type: 'AddAnother',
      options: { buttonId: 'friends', prefixes: ['friend_', 'friend_2_'], showWhen: when('has_friends', 'Y') },
      elements: [control('friend_name'), control('friend_phone', { showWhen: when('friend_name', 'Sam') })],
    },
    control('has_friends'),
    {
      type: 'Tabs',
      options: { tabId: 'essay', defaultTab: 'typed' },
      elements: [
        { type: 'Tab', label: 'Type it', options: { tabKey: 'typed' }, elements: [control('essay_text')] },
        { type: 'Tab', label: 'Upload it', options: { tabKey: 'upload' }, elements: [control('essay_doc')] },
      ],
    },
  ],
};

const keys = [
  'has_pet',
  'pet_kind',
  'pet_name',
  'why_not',
  'kept',
  'route',
  'stop',
  'ticket',
  'plate',
  'region',
  'district',
  'friend_name',
  'friend_phone',
  'friend_2_name',
  'friend_2_phone',
  'has_friends',
  'essay_text',
  'essay_doc',
];
const schema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [key, { type: 'string' }])),
  required: ['pet_name', 'plate', 'essay_doc', 'friend_2_phone'],
  errorMessage: { required: { pet_name: 'Pet name', plate: 'Plate', essay_doc: 'Essay file', friend_2_phone: 'Friend 2 phone' } },
};
const engine = createFormEngine([{ name: 'page', schema, uischema }]);
const sorted = (set: Iterable<string>) => [...set].sort();

describe('analysePage', () => {
  it('hides a section whose condition is false, with everything inside it', () => {
    const { hidden, cleared, shown } = analysePage(uischema, { has_pet: 'N' });
    expect(hidden.has('pet_kind') && hidden.has('pet_name')).toBe(true);
    expect(cleared.has('pet_kind') && cleared.has('pet_name')).toBe(true);
    expect(shown.has('why_not') && shown.has('kept')).toBe(true);
  });

  it('clears only the listed keys when a section names clearKeys', () => {
    const { hidden, cleared } = analysePage(uischema, { has_pet: 'Y' });
    expect(hidden.has('kept') && hidden.has('why_not')).toBe(true);
    expect(cleared.has('why_not')).toBe(true);
    expect(cleared.has('kept')).toBe(false);
  });

  it('shows the one true branch of a Conditional, keeps its keys and clears the others', () => {
    const bus = analysePage(uischema, { route: 'bus' });
    expect(sorted(bus.cleared).filter((key) => ['stop', 'ticket', 'plate'].includes(key))).toEqual(['plate']);
    const car = analysePage(uischema, { route: 'car' });
    expect(car.shown.has('ticket') && car.shown.has('plate')).toBe(true);
    expect(car.cleared.has('stop')).toBe(true);
    expect(car.cleared.has('ticket')).toBe(false);
    const neither = analysePage(uischema, { route: 'walk' });
    expect(['stop', 'ticket', 'plate'].every((key) => neither.cleared.has(key))).toBe(true);
  });

  it('hides a displayAndOptions dependent select without options for the controlling answer', () => {
    expect(analysePage(uischema, { region: 'north' }).shown.has('district')).toBe(true);
    expect(analysePage(uischema, { region: 'south' }).hidden.has('district')).toBe(true);
    expect(analysePage(uischema, {}).cleared.has('district')).toBe(true);
  });

  it('repeats AddAnother blocks with their conditions rewritten for each prefix', () => {
    const { shown, hidden } = analysePage(uischema, { has_friends: 'Y', friend_name: 'Sam', friend_2_name: 'Kim' });
    expect(shown.has('friend_phone')).toBe(true);
    expect(hidden.has('friend_2_phone')).toBe(true);
    expect(analysePage(uischema, { has_friends: 'N' }).cleared.has('friend_2_name')).toBe(true);
  });

  it('shows the chosen tab (default tab when none) and hides the others without clearing them', () => {
    const byDefault = analysePage(uischema, {});
    expect(byDefault.shown.has('essay_text') && byDefault.hidden.has('essay_doc')).toBe(true);
    const chosen = analysePage(uischema, {}, { tabs: { essay: 'upload' } });
    expect(chosen.shown.has('essay_doc') && chosen.hidden.has('essay_text')).toBe(true);
    expect(chosen.cleared.has('essay_text')).toBe(false);
  });
});

describe('clearing and error filtering', () => {
  it('returns the keys holding an answer that hidden sections clear, with their _desc companions', () => {
    const answers = { has_pet: 'N', pet_kind: 'dog', pet_kind_desc: 'Dog', pet_name: 'Rex', why_not: 'allergy', route: 'bus', stop: 'Main', plate: 'ABC' };
    expect(sorted(engine.clearHiddenAnswers('page', answers))).toEqual(['pet_kind', 'pet_kind_desc', 'pet_name', 'plate']);
  });

  it('keeps clearing until nothing more hides', () => {
    const cascade = createFormEngine([
      {
        name: 'p',
        schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } } },
        uischema: {
          type: 'VerticalLayout',
          elements: [control('a'), control('b', { showWhen: when('a', 'Y') }), control('c', { showWhen: when('b', 'Y') })],
        },
      },
    ]);
    expect(sorted(cascade.clearHiddenAnswers('p', { a: 'N', b: 'Y', c: 'x' }))).toEqual(['b', 'c']);
  });

  it('empties the cleared keys in the copy it returns', () => {
    expect(engine.withHiddenAnswersCleared({ has_pet: 'N', pet_name: 'Rex', why_not: 'x' })).toMatchObject({ pet_name: '', why_not: 'x' });
  });

  it('drops the errors of hidden fields and keeps those of shown ones', () => {
    const base = { has_pet: 'N', route: 'bus', has_friends: 'N' };
    expect(engine.validatePage('page', base, { today: '2026-01-01' })).toEqual({});
    expect(engine.validatePage('page', { ...base, has_pet: 'Y' }, { today: '2026-01-01' })).toEqual({});
    expect(engine.validatePage('page', { ...base, has_pet: 'Y', pet_kind: 'dog' }, { today: '2026-01-01' })).toEqual({ pet_name: ['Pet name'] });
    expect(engine.validatePage('page', { ...base, route: 'car' }, { today: '2026-01-01' })).toEqual({ plate: ['Plate'] });
    expect(engine.validatePage('page', base, { today: '2026-01-01', tabs: { essay: 'upload' } })).toEqual({ essay_doc: ['Essay file'] });
  });
});
