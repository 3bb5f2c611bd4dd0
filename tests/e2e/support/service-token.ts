import { connect } from '../../../src/server/db/connect.ts';
import { createServiceTokens } from '../../../src/server/pdf/service-tokens.ts';

/**
 * The token the PDF job would mint for the applicant's print view, made here in the e2e server's own database: its
 * SQLite file, or the PostgreSQL database of a topology started outside Playwright (E2E_DATABASE_URL).
 */
export async function printViewToken(email: string): Promise<string> {
  const { db } = connect({ dataDir: process.env.E2E_DATA_DIR!, databaseUrl: process.env.E2E_DATABASE_URL || null });
  try {
    const { id } = await db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return await createServiceTokens({ db, now: () => new Date() }).mint(id, 'render', 5 * 60_000);
  } finally {
    await db.destroy();
  }
}
