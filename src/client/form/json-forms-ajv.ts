import type { Ajv } from 'ajv';

/**
 * The AJV handed to JSON Forms. It runs with `validationMode="NoValidation"` (messages come from the shared pipeline
 * through `additionalErrors`, see FormView), so it never compiles a schema, and our renderers have no JSON Forms
 * rules or combinators that would. Without an AJV of ours it would build its own; with the precompiled one, every
 * form page would download the validators at once. Should that assumption ever break, this says so.
 */
export const jsonFormsAjv = {
  compile(): never {
    throw new Error('JSON Forms compiled a schema: it runs with NoValidation here (see src/client/form/FormView.tsx)');
  },
} as unknown as Ajv;
