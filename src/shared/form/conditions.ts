import { isAnswered } from './answer-model.ts';
import type { Answers, Condition, SimpleCondition } from './types.ts';

function sameValue(value: unknown, target: unknown): boolean {
  if (typeof value === 'boolean' || typeof target === 'boolean') return value === target;
  return String(value ?? '') === String(target ?? '');
}

/** Numbers compare as numbers, anything else (ISO dates included) as text; an unanswered value never compares. */
function compare(value: unknown, target: unknown): number | null {
  if (!isAnswered(value) || target === undefined || target === null) return null;
  const [a, b] = [Number(value), Number(target)];
  if (String(value).trim() !== '' && String(target).trim() !== '' && Number.isFinite(a) && Number.isFinite(b)) {
    return a - b;
  }
  const [x, y] = [String(value), String(target)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function testSimple({ valueKey, operator, target }: SimpleCondition, answers: Answers): boolean {
  const value = answers[valueKey];
  const targets = Array.isArray(target) ? target : [target];
  switch (operator) {
    case 'equals':
      return sameValue(value, target);
    case 'notEquals':
      return !sameValue(value, target);
    case 'answered':
      return isAnswered(value);
    case 'notAnswered':
      return !isAnswered(value);
    case 'in':
      return targets.some((one) => sameValue(value, one));
    case 'notIn':
      return !targets.some((one) => sameValue(value, one));
    default: {
      const order = compare(value, target);
      if (order === null) return false;
      if (operator === 'lt') return order < 0;
      if (operator === 'lte') return order <= 0;
      if (operator === 'gt') return order > 0;
      return order >= 0;
    }
  }
}

/**
 * The one visibility test: a `{valueKey, operator, target}` condition or an
 * `{and: [...]}` / `{or: [...]}` group, tested against the answers. Used for rendering, clearing, error
 * filtering, the print view and the PDF.
 */
export function evaluateCondition(condition: Condition, answers: Answers): boolean {
  if ('and' in condition) return condition.and.every((inner) => evaluateCondition(inner, answers));
  if ('or' in condition) return condition.or.some((inner) => evaluateCondition(inner, answers));
  return testSimple(condition, answers);
}

/** Every answer key a condition reads. */
export function conditionKeys(condition: Condition): string[] {
  if ('and' in condition) return condition.and.flatMap(conditionKeys);
  if ('or' in condition) return condition.or.flatMap(conditionKeys);
  return [condition.valueKey];
}
