import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkTenantLists } from '../form-check/check-tenant-lists.ts';
import type { CheckedPage } from '../form-check/index.ts';
import type { FormProblem } from '../form-check/problems.ts';
import type { StaffFiles } from './staff-files.ts';
import { insteadOf } from './suggest.ts';

/** Every tenant folder (tenants/<id>/ holding a tenant.json). */
export function tenantFolders(staff: StaffFiles): string[] {
  const dir = join(staff.root, 'tenants');
  try {
    return readdirSync(dir)
      .sort()
      .filter((entry) => statSync(join(dir, entry)).isDirectory())
      .map((entry) => `tenants/${entry}`);
  } catch {
    return [];
  }
}

/**
 * What a tenant file names beyond its meta-schema: its logo is a file of the folder, its PDF pages are pages of
 * uischemas/pages.json, and every option list a page offers (`x-tenantOptions`) is there.
 */
export function checkTenants(staff: StaffFiles, pages: readonly CheckedPage[]): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const folder of tenantFolders(staff)) {
    const file = `${folder}/tenant.json`;
    const tenant = staff.read(file);
    if (tenant === undefined) continue;
    const logo = (tenant as { branding?: { logo?: unknown } }).branding?.logo;
    if (typeof logo === 'string' && !staff.exists(`${folder}/${logo}`)) {
      problems.push({ file, pointer: '/branding/logo', message: `names "${logo}", which is not in ${folder}/: put the file there or write its name` });
    }
    problems.push(...checkTenantLists(file, tenant, pages));
    const pdfPages = (tenant as { pdfPages?: unknown }).pdfPages;
    const names = pages.map((page) => page.name);
    if (Array.isArray(pdfPages) && names.length > 0) {
      pdfPages.forEach((name, i) => {
        if (typeof name === 'string' && !names.includes(name)) {
          problems.push({ file, pointer: `/pdfPages/${i}`, message: `"${name}" is no page of uischemas/pages.json: ${insteadOf(name, names)}` });
        }
      });
    }
  }
  return problems;
}
