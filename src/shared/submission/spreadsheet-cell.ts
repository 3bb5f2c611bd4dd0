import type { AnswerValue } from '../form/types.ts';

/** Text a spreadsheet would turn into a number or a date (ZIP codes, phone numbers, dates, codes with leading zeros). */
const LOOKS_NUMERIC = /^[\s\d.,:/()+-]*\d[\s\d.,:/()+-]*$/;
/** A first character that makes a spreadsheet read the cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r']/;

/**
 * An answer as a CSV cell that a spreadsheet keeps as the text typed: numeric-looking text as the text formula
 * `="…"`, text a spreadsheet would run as a formula behind a `'`. `fromSpreadsheetCell` undoes both.
 */
export function toSpreadsheetCell(value: AnswerValue): string {
  if (typeof value === 'boolean') return String(value);
  if (FORMULA_START.test(value)) return `'${value}`;
  if (LOOKS_NUMERIC.test(value)) return `="${value.replaceAll('"', '""')}"`;
  return value;
}

/** The text a cell written by `toSpreadsheetCell` holds (booleans come back as `true`/`false`). */
export function fromSpreadsheetCell(cell: string): string {
  if (cell.startsWith("'")) return cell.slice(1);
  const formula = /^="(.*)"$/s.exec(cell);
  return formula ? formula[1].replaceAll('""', '"') : cell;
}
