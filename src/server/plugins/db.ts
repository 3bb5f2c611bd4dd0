import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { connect, type Connection } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Connection['db'];
    dbEngine: Connection['engine'];
    sqlite: Connection['sqlite'];
    /** True when the database answers a trivial query. */
    dbReady(): Promise<boolean>;
  }
}

export interface DbPluginOptions {
  /** Tests pass an in-memory SQLite database. */
  memory?: boolean;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const { dataDir, databaseUrl } = app.config;
    const connection = connect({ dataDir, databaseUrl, memory: options.memory });
    try {
      await migrateToLatest(connection.db, connection.engine);
    } catch (error) {
      await connection.db.destroy();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(databaseUrl ? `DATABASE_URL: cannot use the database (${reason})` : `database: ${reason}`);
    }
    app.decorate('db', connection.db);
    app.decorate('dbEngine', connection.engine);
    app.decorate('sqlite', connection.sqlite);
    app.decorate('dbReady', async () => {
      try {
        await sql`select 1`.execute(connection.db);
        return true;
      } catch {
        return false;
      }
    });
    app.addHook('onClose', async () => {
      await connection.db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
