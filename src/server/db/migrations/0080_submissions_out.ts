import type { Kysely } from 'kysely';

/**
 * How submissions leave: staff API keys (only a SHA-256 of each key is kept), the audit log of every staff API call,
 * and the webhook deliveries with each attempt.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_api_key')
    .addColumn('name', 'varchar(120)', (col) => col.primaryKey())
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('with_ssn', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('key_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('route', 'varchar(200)', (col) => col.notNull())
    .addColumn('application_id', 'varchar(200)')
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_created').on('staff_audit').column('created_at').execute();
  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('receiver', 'varchar(120)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('webhook_delivery_once', ['application_id', 'receiver'])
    .execute();
  await db.schema
    .createTable('webhook_attempt')
    .addColumn('delivery_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('started_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_attempt_pk', ['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webhook_attempt', 'webhook_delivery', 'staff_audit', 'staff_api_key']) await db.schema.dropTable(table).execute();
}
