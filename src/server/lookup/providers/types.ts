import type { LookupSuggestion } from '../../../shared/lookup.ts';

export type { LookupSuggestion };

/** A chosen record as its source knows it; fill.ts turns it into the answer keys of a group. */
export interface LookupDetail {
  name: string;
  code: string;
  /** null when the source does not know the street (a ZIP): the form keeps what the applicant typed. */
  address_line_1: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * Where one category's suggestions and records come from. The default is the imported tables; a real
 * provider (the institution's SIS, Smarty, a self-hosted geocoder) implements the same two calls.
 */
export interface LookupProvider {
  suggest(text: string, max: number): Promise<LookupSuggestion[]>;
  /** null when the id is unknown. */
  detail(id: string): Promise<LookupDetail | null>;
}
