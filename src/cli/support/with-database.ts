import type { Config } from '../../server/config.ts';
import { connect, type Connection } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/**
 * Runs `work` on the database the server uses (DATA_DIR or DATABASE_URL), migrated to the latest schema as the server
 * would; the connection is closed afterwards whatever happens, so a CLI always exits.
 */
export async function withDatabase<T>(config: Config, work: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(connection.db, connection.engine);
    return await work(connection);
  } finally {
    await connection.db.destroy();
  }
}
