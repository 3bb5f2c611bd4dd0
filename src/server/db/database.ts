import type { Kysely } from 'kysely';

export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * The whole database as Kysely sees it. Each concern declares its tables in a file of its own
 * under src/server/db/ and adds them here, so this interface stays the one map of the schema.
 */
export interface Database {
  app_meta: AppMetaTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
