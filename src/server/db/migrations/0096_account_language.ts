import type { Kysely } from 'kysely';

/**
 * The language the account's applicant chose (a code of texts-and-settings/languages.json): its mails go out in it
 * and the client starts in it after a login. Signing up records the language the request asked for; accounts made
 * before this migration stay null and read in the default language until their applicant chooses one. `text`, as
 * better-auth's generator writes the field it declares for it (create-auth.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_user').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_user').dropColumn('language').execute();
}
