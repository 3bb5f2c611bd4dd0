import { Ajv } from 'ajv';
import { addFormatsAndMessages } from '../ajv-plugins.ts';
import { addDateKeywords } from './date-keywords.ts';

/**
 * An AJV instance for the form pages (ARCHITECTURE decision 3): every error collected, with the schema and data
 * beside it, unknown keywords tolerated (JSON Forms' own annotations), ajv-formats 3 and ajv-errors 3, plus the
 * date keywords. `passContext` lets each validation call carry today's date. `standalone` keeps each validator's
 * source for `ajv/dist/standalone` (the browser build precompiles its validators: no `new Function` under its CSP).
 */
export function createFormAjv({ standalone = false }: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: false,
    addUsedSchema: false,
    passContext: true,
    ...(standalone && { code: { source: true, esm: true } }),
  });
  return addDateKeywords(addFormatsAndMessages(ajv));
}

/** The one instance browser, server and CLI share; hand this same object to `<JsonForms ajv={...}>`. */
export const formAjv: Ajv = createFormAjv();
