import type { Answers } from '../../../../shared/form/types.ts';

/** Whether two answer maps hold the same keys and values (flat maps, so one level is enough). */
export function sameAnswers(a: Answers, b: Answers): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
