import { labelOf, type SelectOption } from '../common/options.ts';

/** A month/year pair as printed: "January 2024" (the month's label, then the year; either alone if one is missing). */
export function monthYearText(months: SelectOption[], month: unknown, year: string): string {
  const monthText = typeof month === 'string' && month !== '' ? labelOf(months, month) || month : '';
  return [monthText, year].filter(Boolean).join(' ');
}
