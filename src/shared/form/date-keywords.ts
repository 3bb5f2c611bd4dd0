import type { Ajv, ErrorObject, FuncKeywordDefinition } from 'ajv';
import pageMeta from '../../../schemas/page.meta.json' with { type: 'json' };
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

type KeywordFunction<Rule> = ((this: ValidationContext | undefined, rule: Rule, data: string) => boolean) & {
  errors?: Partial<ErrorObject>[];
};

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

function keyword<Rule>(
  name: string,
  ruleSchema: object,
  test: (rule: Rule, date: string, ctx: ValidationContext | undefined) => string | null,
): FuncKeywordDefinition {
  const validate: KeywordFunction<Rule> = function (this: ValidationContext | undefined, rule: Rule, data: string) {
    // A value that is not a real date is the `format` keyword's business.
    const message = parseIsoDate(data) === null ? null : test(rule, data, this);
    validate.errors = message === null ? [] : [{ keyword: name, message, params: {} }];
    return message === null;
  };
  return { keyword: name, type: 'string', schemaType: 'object', metaSchema: ruleSchema, errors: true, validate };
}

/**
 * The date rules whose limits move with today's date, as keywords of the page schemas: the numbers and message
 * templates live in the schema (their shape in schemas/page.meta.json), today comes from the context each validation call passes.
 * - `x-minAge {years, message}`: born on or before today minus `years` years (`{years}` in the message).
 * - `x-maxAge {years, message}`: born on or after today minus `years` years.
 * - `x-yearWindow {fromOffset, toOffset, belowMessage, aboveMessage}`: the year lies within the current year plus
 *   the offsets (`{year}` in a message is the limit passed).
 */
export function addDateKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword(
    keyword<AgeRule>('x-minAge', pageMeta.definitions.ageRule, (rule, date, ctx) => (date <= yearsBefore(ctx, rule.years) ? null : fill(rule.message, { years: rule.years }))),
  );
  ajv.addKeyword(
    keyword<AgeRule>('x-maxAge', pageMeta.definitions.ageRule, (rule, date, ctx) => (date >= yearsBefore(ctx, rule.years) ? null : fill(rule.message, { years: rule.years }))),
  );
  ajv.addKeyword(
    keyword<YearWindowRule>('x-yearWindow', pageMeta.definitions.yearWindowRule, (rule, date, ctx) => {
      const year = Number(date.slice(0, 4));
      const current = todayOf(ctx).year;
      const [lowest, highest] = [current + rule.fromOffset, current + rule.toOffset];
      if (year < lowest) return fill(rule.belowMessage, { year: lowest });
      if (year > highest) return fill(rule.aboveMessage, { year: highest });
      return null;
    }),
  );
  return ajv;
}
