import type { Db, Engine } from '../../db/database.ts';
import type { LookupCategory } from '../categories.ts';
import { createDatabaseProvider } from './database.ts';
import { createLocalAddressProvider } from './local-address.ts';
import type { LookupProvider } from './types.ts';

interface ProviderDeps {
  db: Db;
  engine: Engine;
}

/**
 * Address providers by the name LOOKUP_ADDRESS_PROVIDER gives. To use a real one (Smarty's US Autocomplete
 * Pro and US Street API, or a self-hosted geocoder such as Pelias or Nominatim): add a file here that
 * implements LookupProvider over its HTTP API (ids it returns come back to detail()), read its URL and key
 * from environment variables of its own, and add it to this map. The default, `local`, makes no network call.
 */
const ADDRESS_PROVIDERS: Record<string, (deps: ProviderDeps) => LookupProvider> = {
  local: ({ db, engine }) => createLocalAddressProvider(createDatabaseProvider(db, engine, 'address')),
};

export function createLookupProviders(addressProvider: string, deps: ProviderDeps): Record<LookupCategory, LookupProvider> {
  const address = Object.hasOwn(ADDRESS_PROVIDERS, addressProvider) ? ADDRESS_PROVIDERS[addressProvider] : undefined;
  if (!address) {
    throw new Error(`LOOKUP_ADDRESS_PROVIDER must be one of: ${Object.keys(ADDRESS_PROVIDERS).join(', ')} (got "${addressProvider}")`);
  }
  return {
    hs_ceeb: createDatabaseProvider(deps.db, deps.engine, 'hs_ceeb'),
    college_ceeb: createDatabaseProvider(deps.db, deps.engine, 'college_ceeb'),
    address: address(deps),
  };
}
