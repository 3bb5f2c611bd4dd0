import type { UISchemaElement } from '@jsonforms/core';
import { lookupOptionsOf } from './lookup-control-options.ts';

/** The answer key holding the CEEB code of a school or college lookup (`<prefix>ceeb`); null for an address. */
export function lookupCodeKey(uischema: UISchemaElement): string | null {
  const { category, prefix } = lookupOptionsOf(uischema);
  return category === 'address' ? null : `${prefix}ceeb`;
}

/** A lookup's answer as printed: the stored value; a school or college with its CEEB code, 'Name (060140)'. */
export function lookupText(data: unknown, code: string): string {
  const value = typeof data === 'string' ? data : '';
  return value !== '' && code !== '' ? `${value} (${code})` : value;
}
