import type { Ajv } from 'ajv';
import { validators } from 'virtual:precompiled-validators/form';
import { precompiledAjv } from './precompiled-ajv.ts';

/** The browser build's stand-in for src/shared/form/form-ajv.ts: the form pages' precompiled validators. */
export const formAjv: Ajv = precompiledAjv(validators, 'form');

export function createFormAjv(): Ajv {
  return formAjv;
}
