import type { FormProblem } from './problems.ts';
import type { CheckedPage } from './index.ts';

/**
 * Each question naming a tenant option list (`x-tenantOptions`) finds that list in the tenant file, so an
 * institution never shows an empty select.
 */
export function checkTenantLists(tenantFile: string, tenant: unknown, pages: readonly CheckedPage[]): FormProblem[] {
  const optionLists = (tenant as { optionLists?: Record<string, unknown> } | undefined)?.optionLists ?? {};
  const problems: FormProblem[] = [];
  for (const page of pages) {
    for (const [key, property] of Object.entries(page.resolved.properties ?? {})) {
      const list = (property as { 'x-tenantOptions'?: string })['x-tenantOptions'];
      if (list && !Array.isArray(optionLists[list])) {
        problems.push({
          file: tenantFile,
          pointer: '/optionLists',
          message: `has no list "${list}", which ${page.file} offers in ${key} (x-tenantOptions): add "${list}": [{"const": …, "title": …}, …] here`,
        });
      }
    }
  }
  return problems;
}
