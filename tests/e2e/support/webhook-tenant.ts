import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_FOLDERS } from '../../../src/shared/staff-folders.ts';

/** The environment variable holding the e2e receiver's secret, named by the tenant as any receiver's is. */
export const WEBHOOK_SECRET_ENV = 'E2E_WEBHOOK_SECRET';
const WEBHOOK_RECEIVER = 'E2E receiver';

/** The loopback port the e2e receiver listens on: E2E_WEBHOOK_PORT, else the port after the server's. */
export function webhookPort(): number {
  return Number(process.env.E2E_WEBHOOK_PORT || Number(process.env.E2E_PORT || 4173) + 1);
}

export const webhookPath = '/hooks/admissions';

/**
 * The staff folders the e2e server reads (STAFF_DIR): a copy of the repository's whose tenant names one webhook
 * receiver on loopback, as an institution names its own in tenant.json, with its secret in WEBHOOK_SECRET_ENV. Made
 * once per run (the config is read again in each worker, which inherits the variables set here).
 */
export function staffDirWithReceiver(dataDir: string, tenantId = 'demo'): string {
  if (process.env.E2E_STAFF_DIR) return process.env.E2E_STAFF_DIR;
  const staffDir = join(dataDir, 'staff');
  for (const folder of STAFF_FOLDERS) cpSync(folder, join(staffDir, folder), { recursive: true });
  const file = join(staffDir, 'tenants', tenantId, 'tenant.json');
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const receiver = { name: WEBHOOK_RECEIVER, url: `http://127.0.0.1:${webhookPort()}${webhookPath}`, secretEnv: WEBHOOK_SECRET_ENV };
  writeFileSync(file, JSON.stringify({ ...tenant, webhooks: [receiver] }, null, 2));
  process.env[WEBHOOK_SECRET_ENV] ??= `whsec_${randomBytes(32).toString('base64')}`;
  process.env.E2E_STAFF_DIR = staffDir;
  return staffDir;
}
