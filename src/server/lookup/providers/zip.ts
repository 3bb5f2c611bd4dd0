import zipcodes from 'zipcodes';
import { displayText } from '../normalise.ts';
import type { LookupDetail, LookupSuggestion } from './types.ts';

const ZIP_QUERY = /^\s*(\d{3,5})(?:-\d{0,4})?\s*$/;
export const ZIP_ID_PREFIX = 'zip-';

let usZips: string[] | null = null;

function sortedUsZips(): string[] {
  usZips ??= Object.keys(zipcodes.codes)
    .filter((zip) => /^\d{5}$/.test(zip))
    .sort();
  return usZips;
}

function cityOf(city: string): string {
  // The package spells military post offices "Dpo"; folding to capitals first lets displayText restore "DPO".
  return displayText(city.toUpperCase());
}

/** True when the text is (the start of) a US ZIP code: 3 to 5 digits, optionally a ZIP+4. */
export function isZipQuery(text: string): boolean {
  return ZIP_QUERY.test(text);
}

/** ZIP codes starting with the typed digits, in order, with their city and state. */
export function zipSuggestions(text: string, max: number): LookupSuggestion[] {
  const digits = ZIP_QUERY.exec(text)?.[1];
  if (!digits) return [];
  const zips = sortedUsZips();
  let low = 0;
  let high = zips.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (zips[mid] < digits) low = mid + 1;
    else high = mid;
  }
  const out: LookupSuggestion[] = [];
  for (let i = low; i < zips.length && out.length < max && zips[i].startsWith(digits); i++) {
    const info = zipcodes.codes[zips[i]];
    out.push({ id: `${ZIP_ID_PREFIX}${info.zip}`, text: info.zip, sub_text: `${cityOf(info.city)}, ${info.state}` });
  }
  return out;
}

/** City and state of a US ZIP (the first five digits of a ZIP+4 count), or null. */
export function zipPlace(zip: string): { city: string; state: string } | null {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  const info = five ? zipcodes.lookup(five) : undefined;
  return info ? { city: cityOf(info.city), state: info.state } : null;
}

/** The record of a ZIP suggestion: place and ZIP, no street. */
export function zipDetail(zip: string): LookupDetail | null {
  const found = zipPlace(zip);
  if (!found || !/^\d{5}$/.test(zip)) return null;
  return { name: '', code: '', address_line_1: null, city: found.city, state: found.state, zip, country: 'US' };
}
