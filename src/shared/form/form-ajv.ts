import { Ajv } from 'ajv';
import ajvErrorsModule from 'ajv-errors';
import addFormatsModule from 'ajv-formats';
import { addDateKeywords } from './date-keywords.ts';

const addErrors = ajvErrorsModule as unknown as (ajv: Ajv) => Ajv;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

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
  return addDateKeywords(addErrors(addFormats(ajv)));
}

/** The one instance browser, server and CLI share; hand this same object to `<JsonForms ajv={...}>`. */
export const formAjv: Ajv = createFormAjv();
