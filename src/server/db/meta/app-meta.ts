import type { Db } from '../database.ts';

/**
 * The `app_meta` table: values a deployment makes for itself once (the auth secret, the generated answer key) and
 * keeps in the database, so every process sharing the database shares them. Its only reader and writer.
 */
export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** The value kept under `key`: `made` when none was kept yet, else the first one (processes starting together agree). */
export async function keepFirstMeta(db: Db, key: string, made: string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: made })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readMeta(db, key))!;
}
