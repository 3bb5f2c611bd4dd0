import type { AnswerValue, Answers } from './types.ts';

/** The suffix of the companion key that holds a select's (or radio's) chosen label. */
const DESC_SUFFIX = '_desc';

export function descKeyOf(key: string): string {
  return key + DESC_SUFFIX;
}

/**
 * Whether the applicant gave this answer: `''`, `null`, a missing key and an unticked checkbox (`false`) count
 * as not answered.
 */
export function isAnswered(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * An answer map as a file may hold it (an answer file, a fixture) in the model's terms: a `null` answer (an essay
 * never written) becomes `''`; other values are kept as they are.
 */
export function answersFromFile(raw: Record<string, AnswerValue | null>): Answers {
  const answers: Answers = {};
  for (const [key, value] of Object.entries(raw)) answers[key] = value ?? '';
  return answers;
}

/**
 * What the page validators see: the answers without empty strings, so `required` means "answered" and a
 * format rule applies only to what was typed.
 */
export function toValidationData(answers: Answers): Record<string, AnswerValue> {
  const data: Record<string, AnswerValue> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value !== '' && value !== null && value !== undefined) data[key] = value;
  }
  return data;
}

/** A date as the answers hold it: `YYYY-MM-DD` in local time. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month and day of a real calendar date written `YYYY-MM-DD`, or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}
