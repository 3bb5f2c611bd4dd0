import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * Accounts: better-auth's four tables exactly as its own generator writes them for each engine (a test compares
 * them with `getMigrations`, and better-auth checks them again at run time), then our login records and throttles.
 * Our times are ISO 8601 UTC strings, like the application tables.
 */
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const pg = engine === 'postgres';
  const date = pg ? 'timestamptz' : 'date';
  const flag = pg ? 'boolean' : 'integer';
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', flag, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .execute();

  await db.schema.createIndex('auth_session_userId_idx').on('auth_session').column('userId').execute();
  await db.schema.createIndex('auth_account_userId_idx').on('auth_account').column('userId').execute();
  await db.schema.createIndex('auth_verification_identifier_idx').on('auth_verification').column('identifier').execute();

  // Every successful login: the profile's successful_login list and num_logins.
  await db.schema
    .createTable('login_event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('logged_in_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_event_user_idx').on('login_event').columns(['user_id', 'logged_in_at']).execute();

  // Failed logins per e-mail address (known or not, so a lock says nothing about whether an account exists).
  await db.schema
    .createTable('login_failure')
    .addColumn('username', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .execute();

  // Code and reset-link requests per e-mail address in a one-hour window.
  await db.schema
    .createTable('code_request')
    .addColumn('address', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .execute();
}
