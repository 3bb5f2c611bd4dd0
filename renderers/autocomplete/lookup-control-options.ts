import type { UISchemaElement } from '@jsonforms/core';
import { isLookupCategory, type LookupCategory } from '../../src/shared/lookup.ts';

export interface LookupControlOptions {
  category: LookupCategory;
  /** The group prefix the record fills ('' for the applicant's own address). */
  prefix: string;
}

/** `options.category` and `options.prefix` of an autocomplete control (checked by `npm run schemas:check`). */
export function lookupOptionsOf(uischema: UISchemaElement): LookupControlOptions {
  const { category, prefix } = uischema.options ?? {};
  if (typeof category !== 'string' || !isLookupCategory(category)) throw new Error(`autocomplete needs a lookup category, got ${String(category)}`);
  return { category, prefix: typeof prefix === 'string' ? prefix : '' };
}
