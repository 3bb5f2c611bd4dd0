import { readFileSync } from 'node:fs';
import { staffPath } from '../staff-folder/staff-folder.ts';

/** The code lists the address record's `_desc` companions come from: `$defs.state` and `$defs.country` of schemas/defs.schema.json. */
const DEFS_FILE = staffPath('schemas', 'defs.schema.json');

interface Option {
  const: string;
  title: string;
}

export interface CodeLists {
  /** The label of a state code, '' when the list does not have it. */
  stateLabel(code: string): string;
  /** The list's option for a country given as its code, its label, or an ISO code the list spells otherwise. */
  country(value: string): Option | undefined;
}

// Reference files spell countries with ISO alpha-2 codes; the form's list has its own codes and English labels.
const ISO_COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada' };

function options(defs: unknown, name: string): Option[] {
  const list = (defs as { $defs?: Record<string, { oneOf?: unknown[] }> })?.$defs?.[name]?.oneOf ?? [];
  return list.filter((o): o is Option => typeof (o as Option)?.const === 'string' && typeof (o as Option)?.title === 'string');
}

export function createCodeLists(defs: unknown): CodeLists {
  const states = new Map(options(defs, 'state').map((o) => [o.const.toUpperCase(), o.title]));
  const countries = options(defs, 'country');
  const byKey = (key: string) => countries.find((o) => o.const.toUpperCase() === key) ?? countries.find((o) => o.title.toUpperCase() === key);
  return {
    stateLabel: (code) => states.get(code.toUpperCase()) ?? '',
    country(value) {
      const key = value.trim().toUpperCase();
      if (key === '') return undefined;
      const iso = Object.hasOwn(ISO_COUNTRY_NAMES, key) ? ISO_COUNTRY_NAMES[key].toUpperCase() : null;
      return byKey(key) ?? (iso ? byKey(iso) : undefined);
    },
  };
}

/** Reads the code lists at start; a missing or unreadable file gives lists without labels and says so. */
export function loadCodeLists(file: URL | string = DEFS_FILE): { lists: CodeLists; problem: string | null } {
  try {
    return { lists: createCodeLists(JSON.parse(readFileSync(file, 'utf8'))), problem: null };
  } catch (error) {
    return { lists: createCodeLists({}), problem: `cannot read ${String(file)}: ${(error as Error).message}` };
  }
}
