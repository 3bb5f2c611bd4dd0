import { Ajv } from 'ajv';
import { addFormatsAndMessages } from '../ajv-plugins.ts';
import { addDateKeywords, type DateRuleSchemas } from './date-keywords.ts';

/**
 * The one AJV setup of the form pages, shared by browser, server and CLI so they report alike: every error collected,
 * with the schema and data beside it, unknown keywords tolerated (JSON Forms' own annotations), ajv-formats 3 and
 * ajv-errors 3, plus the date keywords. `passContext` lets each validation call carry today's date. `standalone`
 * keeps each validator's source for `ajv/dist/standalone` (the browser build precompiles its validators: no
 * `new Function` under its CSP).
 * The date keywords' shapes are passed in: the staff-file checker reads them from the copy of the files it checks.
 */
export function buildFormAjv(dateRules: DateRuleSchemas, { standalone = false }: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: false,
    addUsedSchema: false,
    passContext: true,
    ...(standalone && { code: { source: true, esm: true } }),
  });
  return addDateKeywords(addFormatsAndMessages(ajv), dateRules);
}
