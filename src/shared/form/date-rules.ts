/**
 * The date rules' checks, which generated validation code calls at run time (date-keywords.ts defines the keywords).
 * Kept apart from the keywords so the browser's precompiled validators never import AJV's compiler.
 */
import { parseIsoDate, toIsoDate } from './answer-model.ts';
import type { IsoDate } from './types.ts';

/** What a validator is called with (`validate.call(context, data)`): the date the rules measure from. */
export interface ValidationContext {
  today: IsoDate;
}

interface AgeRule {
  years: number;
  message: string;
}

interface YearWindowRule {
  fromOffset: number;
  toOffset: number;
  belowMessage: string;
  aboveMessage: string;
}

type RuleTest<Rule> = (rule: Rule, date: string, context: ValidationContext | undefined) => string | null;

function todayOf(context: ValidationContext | undefined) {
  return parseIsoDate(context?.today ?? '') ?? parseIsoDate(toIsoDate(new Date()))!;
}

/** `{name}` placeholders in a message template filled from the rule's numbers. */
function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The date `years` before today, as `YYYY-MM-DD` (29 February stays as written; text order still holds). */
function yearsBefore(context: ValidationContext | undefined, years: number): string {
  const today = todayOf(context);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(today.year - years).padStart(4, '0')}-${pad(today.month)}-${pad(today.day)}`;
}

/**
 * Where standalone validation code (the browser's build: its CSP allows no `new Function`) finds the rule
 * functions: the build turns this `require` into an import of the module.
 */
export const DATE_RULES_MODULE = 'src/shared/form/date-rules.ts';

/** Each rule: the message when the date breaks it, or null. A value that is not a real date is the `format` keyword's business. */
const dateRules: Record<string, RuleTest<never>> = {
  'x-minAge': (rule: AgeRule, date, ctx) => (date <= yearsBefore(ctx, rule.years) ? null : fill(rule.message, { years: rule.years })),
  'x-maxAge': (rule: AgeRule, date, ctx) => (date >= yearsBefore(ctx, rule.years) ? null : fill(rule.message, { years: rule.years })),
  'x-yearWindow': (rule: YearWindowRule, date, ctx) => {
    const year = Number(date.slice(0, 4));
    const current = todayOf(ctx).year;
    const [lowest, highest] = [current + rule.fromOffset, current + rule.toOffset];
    if (year < lowest) return fill(rule.belowMessage, { year: lowest });
    if (year > highest) return fill(rule.aboveMessage, { year: highest });
    return null;
  },
};

/** Runs one rule with the validation call's context (`this`), for the generated code. */
export function checkDateRule(this: ValidationContext | undefined, name: string, rule: unknown, date: string): string | null {
  return parseIsoDate(date) === null ? null : dateRules[name](rule as never, date, this);
}
