import { labelOf, type SelectOption } from './options.ts';

/** A simple field's stored value as the print view shows it (text, textarea, phone, SSN): as it is. */
export function plainText(data: unknown): string {
  return data === undefined || data === null ? '' : String(data);
}

/** A choice as printed: the chosen option's label (from the list, else the stored `_desc`, else the value itself). */
export function choiceText(options: SelectOption[], data: unknown, storedLabel: string): string {
  const value = typeof data === 'string' ? data : '';
  return value === '' ? '' : labelOf(options, value) || storedLabel || value;
}
