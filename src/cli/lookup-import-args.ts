import { LOOKUP_CATEGORIES, isLookupCategory, type LookupCategory } from '../shared/lookup.ts';
import { readArguments } from './support/read-arguments.ts';

export const IMPORT_USAGE = `usage: npm run lookup:import -- --category ${LOOKUP_CATEGORIES.join('|')} FILE.csv`;

export type ImportArgs = { category: LookupCategory; file: string } | { help: true } | { problem: string };

/** Reads `--category C FILE.csv` (or `--help`); anything else is a problem to print with the usage. */
export function parseImportArgs(argv: string[]): ImportArgs {
  const parsed = readArguments(argv, { category: { type: 'string' }, help: { type: 'boolean' } });
  if (typeof parsed === 'string') return { problem: parsed };
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (!values.category || !isLookupCategory(values.category)) {
    return { problem: `--category must be one of ${LOOKUP_CATEGORIES.join(', ')}` };
  }
  if (positionals.length !== 1) return { problem: 'give exactly one CSV file' };
  return { category: values.category, file: positionals[0] };
}
