import { describe, expect, it } from 'vitest';
import { conditionKeys, evaluateCondition, type Condition } from '../../../../src/shared/form/index.ts';

const answers = { type: '3', count: '12', date: '2026-05-01', agree: true, off: false, empty: '', country: 'USA' };

describe('evaluateCondition', () => {
  it.each<[Condition, boolean]>([
    [{ valueKey: 'type', operator: 'equals', target: '3' }, true],
    [{ valueKey: 'type', operator: 'equals', target: 3 }, true],
    [{ valueKey: 'type', operator: 'equals', target: '4' }, false],
    [{ valueKey: 'missing', operator: 'equals', target: '' }, true],
    [{ valueKey: 'agree', operator: 'equals', target: true }, true],
    [{ valueKey: 'agree', operator: 'equals', target: 'true' }, false],
    [{ valueKey: 'type', operator: 'notEquals', target: '3' }, false],
    [{ valueKey: 'missing', operator: 'notEquals', target: '3' }, true],
    [{ valueKey: 'count', operator: 'lt', target: 9 }, false],
    [{ valueKey: 'count', operator: 'gt', target: '9' }, true],
    [{ valueKey: 'count', operator: 'lte', target: 12 }, true],
    [{ valueKey: 'count', operator: 'gte', target: 13 }, false],
    [{ valueKey: 'date', operator: 'lt', target: '2026-05-02' }, true],
    [{ valueKey: 'date', operator: 'gte', target: '2026-05-02' }, false],
    [{ valueKey: 'empty', operator: 'lt', target: 5 }, false],
    [{ valueKey: 'missing', operator: 'gte', target: 0 }, false],
    [{ valueKey: 'type', operator: 'answered' }, true],
    [{ valueKey: 'agree', operator: 'answered' }, true],
    [{ valueKey: 'off', operator: 'answered' }, false],
    [{ valueKey: 'empty', operator: 'answered' }, false],
    [{ valueKey: 'missing', operator: 'notAnswered' }, true],
    [{ valueKey: 'type', operator: 'notAnswered' }, false],
    [{ valueKey: 'type', operator: 'in', target: ['2', '3', '4'] }, true],
    [{ valueKey: 'type', operator: 'in', target: ['1', '5'] }, false],
    [{ valueKey: 'type', operator: 'notIn', target: ['2', '3', '4'] }, false],
    [{ valueKey: 'missing', operator: 'notIn', target: ['2'] }, true],
  ])('%j is %s', (condition, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });

  it('combines groups with and / or, nested', () => {
    const usa = { valueKey: 'country', operator: 'equals', target: 'USA' } as const;
    const three = { valueKey: 'type', operator: 'equals', target: '3' } as const;
    const four = { valueKey: 'type', operator: 'equals', target: '4' } as const;
    expect(evaluateCondition({ and: [usa, three] }, answers)).toBe(true);
    expect(evaluateCondition({ and: [usa, four] }, answers)).toBe(false);
    expect(evaluateCondition({ or: [four, three] }, answers)).toBe(true);
    expect(evaluateCondition({ or: [four, { and: [usa, { or: [four] }] }] }, answers)).toBe(false);
  });

  it('lists the keys a condition reads', () => {
    expect(conditionKeys({ or: [{ valueKey: 'a', operator: 'answered' }, { and: [{ valueKey: 'b', operator: 'answered' }] }] })).toEqual(['a', 'b']);
  });
});
