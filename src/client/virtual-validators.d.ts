declare module 'virtual:precompiled-validators/*' {
  import type { ValidateFunction } from 'ajv';
  /** Standalone validators of one set (form, auth) generated at build time, keyed by `schemaKey` of their schema. */
  export const validators: Record<string, ValidateFunction>;
}
