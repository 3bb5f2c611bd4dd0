import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** Marks a staff API key, so one pasted in the wrong place is recognisable. */
const KEY_PREFIX = 'sk_staff_';
const KEY_FORMAT = /^sk_staff_[A-Za-z0-9_-]{43}$/;

export interface StaffKey {
  name: string;
  withSsn: boolean;
}

export interface StaffKeyListing extends StaffKey {
  createdAt: string;
  revokedAt: string | null;
}

export class StaffKeyError extends Error {}

/** Keys are 256 random bits: a SHA-256 of them cannot be reversed or guessed, so no slow hash is needed. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Staff API keys: made and revoked on the command line, shown once, kept only as a hash. */
export function createStaffKeys(db: Db, now: () => Date = () => new Date()) {
  return {
    async create(name: string, withSsn: boolean): Promise<string> {
      const existing = await db.selectFrom('staff_api_key').select('name').where('name', '=', name).executeTakeFirst();
      if (existing) throw new StaffKeyError(`A key named "${name}" exists already (revoked keys keep their name).`);
      const key = KEY_PREFIX + randomBytes(32).toString('base64url');
      await db
        .insertInto('staff_api_key')
        .values({ name, key_hash: hashOf(key), with_ssn: withSsn ? 1 : 0, created_at: now().toISOString(), revoked_at: null })
        .execute();
      return key;
    },

    async list(): Promise<StaffKeyListing[]> {
      const rows = await db.selectFrom('staff_api_key').selectAll().orderBy('created_at').execute();
      return rows.map((row) => ({ name: row.name, withSsn: row.with_ssn === 1, createdAt: row.created_at, revokedAt: row.revoked_at }));
    },

    /** True when a live key of that name was revoked. */
    async revoke(name: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_api_key')
        .set({ revoked_at: now().toISOString() })
        .where('name', '=', name)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The live key a bearer token is, or null. */
    async authenticate(key: string): Promise<StaffKey | null> {
      if (!KEY_FORMAT.test(key)) return null;
      const row = await db
        .selectFrom('staff_api_key')
        .select(['name', 'with_ssn'])
        .where('key_hash', '=', hashOf(key))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? { name: row.name, withSsn: row.with_ssn === 1 } : null;
    },

    /** One call: the key, the route, the application id it named, and every application its answer carried. */
    async audit(entry: { keyName: string; method: string; route: string; applicationId: string | null; returned: readonly string[]; status: number }): Promise<void> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('staff_audit')
          .values({
            id,
            key_name: entry.keyName,
            method: entry.method,
            route: entry.route,
            application_id: entry.applicationId,
            status: entry.status,
            created_at: now().toISOString(),
          })
          .execute();
        const returned = [...new Set(entry.returned)];
        if (returned.length > 0)
          await trx
            .insertInto('staff_audit_application')
            .values(returned.map((applicationId) => ({ audit_id: id, application_id: applicationId })))
            .execute();
      });
    },
  };
}

export type StaffKeys = ReturnType<typeof createStaffKeys>;
