import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';

/** What pg-boss runs its SQL through (its documented `db` option): `executeSql(text, values)`. */
export interface BossSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- pg-boss declares this type with any; it is handed through unchanged
}

/** pg-boss on the process's own pool: no second pool per process, and it closes with the database. */
export function poolSql(pool: pg.Pool): BossSql {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** pg-boss inside a Kysely transaction, so what it writes commits or rolls back with the caller's rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: pg-boss runs its own SQL in the caller's transaction
export function transactionSql(trx: Kysely<any>): BossSql {
  return {
    executeSql: async (text, values = []) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- pg-boss declares this type with any; it is handed through unchanged
    },
  };
}
