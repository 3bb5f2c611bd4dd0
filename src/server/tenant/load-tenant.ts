import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Tenant } from '../../shared/tenant.ts';
import { staffPath } from '../staff-folder/staff-folder.ts';

/** A receiver of the signed POST made for every submission (tenant.json `webhooks`). */
export interface WebhookReceiver {
  name: string;
  url: string;
  /** The environment variable holding the secret (`whsec_<base64>`). */
  secretEnv: string;
  withSsn?: boolean;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

class TenantError extends Error {}

/** tenants/ of STAFF_DIR when set, else of the working folder (the repository under npm start and npm test). */
export const TENANTS_DIR = process.env.STAFF_DIR?.trim() ? staffPath('tenants') : join(process.cwd(), 'tenants');

interface TenantProblem {
  file: string;
  pointer: string;
  message: string;
}

/** Checks one tenant.json against tenants/tenant.schema.json; returns every problem with its JSON pointer. */
function checkTenantFile(file: string, tenantsDir = TENANTS_DIR): { problems: TenantProblem[]; data: unknown } {
  const shown = relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problems: [{ file: shown, pointer: '', message: `cannot be read as JSON (${reason})` }], data: null };
  }
  const schema = JSON.parse(readFileSync(join(tenantsDir, 'tenant.schema.json'), 'utf8'));
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  const validate = ajv.compile(schema);
  const problems: TenantProblem[] = [];
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
      problems.push({ file: shown, pointer: error.instancePath || '/', message: `${error.message ?? 'is invalid'}${extra}` });
    }
  }
  const branding = (data as { branding?: { logo?: unknown } } | null)?.branding;
  if (problems.length === 0 && typeof branding?.logo === 'string' && !existsSync(join(file, '..', branding.logo))) {
    problems.push({ file: shown, pointer: '/branding/logo', message: `names a file that is not in the tenant folder` });
  }
  return { problems, data };
}

/** Reads and checks tenants/<id>/tenant.json; throws one line naming the file and pointer of the first problem. */
export function loadTenant(id: string, tenantsDir = TENANTS_DIR): { tenant: Tenant; dir: string; webhooks: WebhookReceiver[] } {
  const dir = join(tenantsDir, id);
  const file = join(dir, 'tenant.json');
  if (!existsSync(file)) {
    throw new TenantError(`TENANT: no tenant file at ${relative(process.cwd(), file)}`);
  }
  const { problems, data } = checkTenantFile(file, tenantsDir);
  if (problems.length > 0) {
    const [first] = problems;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : '';
    throw new TenantError(`${first.file} ${first.pointer}: ${first.message}${more}`);
  }
  // The receivers stay on the server: the tenant object is sent to the browser.
  const { $schema: _schema, webhooks = [], ...rest } = data as Omit<Tenant, 'id'> & { $schema?: string; webhooks?: WebhookReceiver[] };
  const tenant: Tenant = {
    ...rest,
    id,
    branding: { ...rest.branding, logoUrl: `/public/tenant/${rest.branding.logo}` },
  };
  return { tenant, dir, webhooks };
}
