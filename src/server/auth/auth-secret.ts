import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { keepFirstMeta } from '../db/meta/app-meta.ts';

const KEY = 'auth_secret';

/**
 * The key that signs session cookies and hashes codes: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every process that shares the database shares the key and restarts keep sessions.
 */
export async function resolveAuthSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  return keepFirstMeta(db, KEY, randomBytes(32).toString('base64url'));
}
