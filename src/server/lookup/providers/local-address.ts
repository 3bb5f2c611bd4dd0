import { ZIP_ID_PREFIX, isZipQuery, zipDetail, zipPlace, zipSuggestions } from './zip.ts';
import type { LookupProvider } from './types.ts';

/**
 * The offline address provider (LOOKUP_ADDRESS_PROVIDER=local): digits are taken as a ZIP and answered from
 * the `zipcodes` package; words search the imported address table. A record without city or state gets
 * them from its ZIP. No network call.
 */
export function createLocalAddressProvider(table: LookupProvider): LookupProvider {
  return {
    async suggest(text, max) {
      return isZipQuery(text) ? zipSuggestions(text, max) : table.suggest(text, max);
    },
    async detail(id) {
      if (id.startsWith(ZIP_ID_PREFIX)) return zipDetail(id.slice(ZIP_ID_PREFIX.length));
      const found = await table.detail(id);
      if (!found || (found.city && found.state)) return found;
      const place = zipPlace(found.zip);
      return place ? { ...found, city: found.city || place.city, state: found.state || place.state } : found;
    },
  };
}
