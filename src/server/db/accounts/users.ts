import { defaultLanguage, isLanguage } from '../../../shared/texts/languages.ts';
import type { Db } from '../database.ts';

/** True when an account with this (lower-case) e-mail exists and is confirmed. */
export async function isConfirmedAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('auth_user').select('emailVerified').where('email', '=', email).executeTakeFirst();
  return row !== undefined && Boolean(row.emailVerified);
}

/** The language the account saved, or null when it has none (or one no longer offered). */
export async function savedLanguageOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('auth_user').select('language').where('id', '=', userId).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : null;
}

/** The language mail to this (lower-case) address goes out in: the account's saved one, else the default. */
export async function mailLanguageOf(db: Db, email: string): Promise<string> {
  const row = await db.selectFrom('auth_user').select('language').where('email', '=', email).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : defaultLanguage;
}

export async function saveLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.updateTable('auth_user').set({ language }).where('id', '=', userId).execute();
}
