import type { LookupRecord } from '../../shared/lookup.ts';
import type { LookupCategory } from './categories.ts';
import type { CodeLists } from './code-lists.ts';
import type { LookupDetail } from './providers/types.ts';

/**
 * The answer keys a chosen record fills, for the group prefix being edited (categories.ts says which prefixes):
 * - hs_ceeb and college_ceeb: `{p}name`, `{p}ceeb`, `{p}address_line_1`, `{p}city`, `{p}state`, `{p}state_desc`, `{p}zip`;
 * - address: `{p}address_line_1` (left out for a bare ZIP),
 *   `{p}city`, `{p}state`, `{p}state_desc`, `{p}zip`, `{p}country`, `{p}country_desc`, labels from the code lists.
 */
export function fillAnswers(category: LookupCategory, detail: LookupDetail, prefix: string, lists: CodeLists): LookupRecord {
  const fields: Record<string, string> = {};
  if (category === 'address') {
    const country = lists.country(detail.country);
    if (detail.address_line_1 !== null) fields.address_line_1 = detail.address_line_1;
    Object.assign(fields, {
      city: detail.city,
      state: detail.state,
      state_desc: lists.stateLabel(detail.state),
      zip: detail.zip,
      country: country?.const ?? detail.country,
      country_desc: country?.title ?? '',
    });
  } else {
    Object.assign(fields, {
      name: detail.name,
      ceeb: detail.code,
      address_line_1: detail.address_line_1 ?? '',
      city: detail.city,
      state: detail.state,
      state_desc: lists.stateLabel(detail.state),
      zip: detail.zip,
    });
  }
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}${key}`, value]));
}
