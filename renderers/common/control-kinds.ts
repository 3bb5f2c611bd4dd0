/**
 * The values of `options.renderer` a Control may name (uischemas/README.md). uischemas/uischema.meta.json offers the
 * same list to editors; npm run schemas:check compares the two.
 */
export const CONTROL_KINDS = [
  'text',
  'textarea',
  'select',
  'dependentSelect',
  'radio',
  'checkbox',
  'date',
  'monthYear',
  'phone',
  'ssn',
  'autocomplete',
  'fileUpload',
] as const;

export type ControlKind = (typeof CONTROL_KINDS)[number];
