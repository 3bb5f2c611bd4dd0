import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { getPageSchema, PAGE_NAMES } from '../../shared/form/index.ts';
import type { FormProblem } from './problems.ts';

/**
 * Each question naming a tenant option list (`x-tenantOptions`) finds that list in the tenant file, so an
 * institution never shows an empty select.
 */
export function checkTenantLists(tenantFile: string): FormProblem[] {
  let optionLists: Record<string, unknown> = {};
  try {
    optionLists = (JSON.parse(readFileSync(tenantFile, 'utf8')) as { optionLists?: Record<string, unknown> }).optionLists ?? {};
  } catch {
    return []; // the tenant file check reports a file that does not parse
  }
  const problems: FormProblem[] = [];
  for (const page of PAGE_NAMES) {
    for (const [key, property] of Object.entries(getPageSchema(page).properties ?? {})) {
      const list = (property as { 'x-tenantOptions'?: string })['x-tenantOptions'];
      if (list && !Array.isArray(optionLists[list])) {
        problems.push({
          file: relative(process.cwd(), tenantFile),
          pointer: '/optionLists',
          message: `has no list "${list}", which schemas/${page}.schema.json offers in ${key} (x-tenantOptions)`,
        });
      }
    }
  }
  return problems;
}
