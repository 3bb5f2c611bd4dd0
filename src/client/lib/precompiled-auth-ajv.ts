import type { Ajv } from 'ajv';
import { validators } from 'virtual:precompiled-validators/auth';
import { precompiledAjv } from './precompiled-ajv.ts';

/** The browser build's stand-in for src/shared/auth/auth-ajv.ts: the auth forms' precompiled validators alone. */
export const authAjv: Ajv = precompiledAjv(validators, 'auth');
