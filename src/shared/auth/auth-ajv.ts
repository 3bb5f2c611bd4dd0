import type { Ajv } from 'ajv';
import { formAjv } from '../form/form-ajv.ts';

/**
 * The AJV the auth forms are checked with in the browser: the form pages' configuration. Its own module so the
 * browser build can swap in the auth forms' precompiled validators alone (src/client/lib/precompiled-auth-ajv.ts).
 */
export const authAjv: Ajv = formAjv;
