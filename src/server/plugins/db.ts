import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { connect, type Connection } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { describeError } from '../describe-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Connection['db'];
    dbEngine: Connection['engine'];
    sqlite: Connection['sqlite'];
    pgPool: Connection['pgPool'];
    /** True when the database answers a trivial query. */
    dbReady(): Promise<boolean>;
  }
}

interface DbPluginOptions {
  /** Tests pass an in-memory SQLite database. */
  memory?: boolean;
}

/** Opens the database, checks that it answers, and migrates it; each failure is one line naming what to fix. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const { dataDir, databaseUrl } = app.config;
    // The URL is never repeated in a message: it may hold a password.
    const where = databaseUrl ? 'DATABASE_URL: cannot connect to the database' : `DATA_DIR: cannot open the database in ${dataDir}`;
    let connection: Connection;
    try {
      connection = connect({
        dataDir,
        databaseUrl,
        memory: options.memory,
        onIdleError: (error) => app.log.error({ reason: describeError(error) }, 'database connection lost'),
      });
    } catch (error) {
      throw new Error(`${where} (${describeError(error)})`);
    }
    const answers = async () => {
      await sql`select 1`.execute(connection.db);
    };
    try {
      await answers();
    } catch (error) {
      await connection.db.destroy();
      throw new Error(`${where} (${describeError(error)})`);
    }
    try {
      await migrateToLatest(connection.db, connection.engine);
    } catch (error) {
      await connection.db.destroy();
      throw new Error(`database: ${describeError(error)}`);
    }
    app.decorate('db', connection.db);
    app.decorate('dbEngine', connection.engine);
    app.decorate('sqlite', connection.sqlite);
    app.decorate('pgPool', connection.pgPool);
    app.decorate('dbReady', () =>
      answers().then(
        () => true,
        () => false,
      ),
    );
    app.addHook('onClose', async () => {
      await connection.db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
