import type { Ajv } from 'ajv';
import ajvErrorsModule from 'ajv-errors';
import addFormatsModule from 'ajv-formats';

const addErrors = ajvErrorsModule as unknown as (ajv: Ajv) => Ajv;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** ajv-formats 3 and ajv-errors 3 on an instance: formats are checked and the schema files' own `errorMessage`s reported. */
export function addFormatsAndMessages(ajv: Ajv): Ajv {
  return addErrors(addFormats(ajv));
}
