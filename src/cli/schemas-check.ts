import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkTenantFile, TENANTS_DIR } from '../server/tenant/load-tenant.ts';
import { checkTenantLists } from './form-check/check-tenant-lists.ts';
import { checkFormFiles } from './form-check/index.ts';
import { checkSettingsFiles, SETTINGS_DIR } from './settings-check/index.ts';

/** npm run schemas:check — every tenant, schema, UI schema, text and setting file; each problem with its file and JSON pointer. */
const problems: string[] = [];

for (const entry of readdirSync(TENANTS_DIR)) {
  const dir = join(TENANTS_DIR, entry);
  if (!statSync(dir).isDirectory()) continue;
  for (const p of checkTenantFile(join(dir, 'tenant.json')).problems) problems.push(`${p.file} ${p.pointer}: ${p.message}`);
  for (const p of checkTenantLists(join(dir, 'tenant.json'))) problems.push(`${p.file} ${p.pointer}: ${p.message}`);
}

for (const p of [...checkFormFiles(process.cwd()), ...checkSettingsFiles(process.cwd())]) problems.push(`${p.file} ${p.pointer || '/'}: ${p.message}`);

if (problems.length > 0) {
  for (const line of problems) console.error(line);
  console.error(`schemas:check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`schemas:check: ok (${relative(process.cwd(), TENANTS_DIR)}, schemas, uischemas, ${SETTINGS_DIR})`);
