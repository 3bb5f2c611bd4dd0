import { _, type Ajv, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { checkDateRule, DATE_RULES_MODULE } from './date-rules.ts';

/**
 * A keyword as generated code (not a `validate` function), so AJV's standalone output can carry it: the code calls
 * `checkDateRule` with the validation context and reports the message it returns.
 */
/** The shapes of the date keywords' values: `definitions` of schemas/page.meta.json. */
export interface DateRuleSchemas {
  ageRule: object;
  yearWindowRule: object;
}

function keyword(name: string, ruleSchema: object): CodeKeywordDefinition {
  return {
    keyword: name,
    type: 'string',
    schemaType: 'object',
    metaSchema: ruleSchema,
    error: { message: ({ params }) => _`${params.message}`, params: () => _`{}` },
    code(cxt: KeywordCxt) {
      const check = cxt.gen.scopeValue('func', { ref: checkDateRule, code: _`require(${DATE_RULES_MODULE}).checkDateRule` });
      const message = cxt.gen.const('message', _`${check}.call(this, ${name}, ${cxt.schemaCode}, ${cxt.data})`);
      cxt.setParams({ message });
      cxt.fail(_`${message} !== null`);
    },
  };
}

/**
 * The date rules whose limits move with today's date, as keywords of the page schemas: the numbers and message
 * templates live in the schema (their shape in schemas/page.meta.json), today comes from the context each validation call passes.
 * - `x-minAge {years, message}`: born on or before today minus `years` years (`{years}` in the message).
 * - `x-maxAge {years, message}`: born on or after today minus `years` years.
 * - `x-yearWindow {fromOffset, toOffset, belowMessage, aboveMessage}`: the year lies within the current year plus
 *   the offsets (`{year}` in a message is the limit passed).
 */
export function addDateKeywords(ajv: Ajv, rules: DateRuleSchemas): Ajv {
  ajv.addKeyword(keyword('x-minAge', rules.ageRule));
  ajv.addKeyword(keyword('x-maxAge', rules.ageRule));
  ajv.addKeyword(keyword('x-yearWindow', rules.yearWindowRule));
  return ajv;
}
