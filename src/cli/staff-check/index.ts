import { MAIL_TEMPLATES_FILE, SETTING_AGREEMENTS, TEXT_CONTRACTS } from '../../shared/texts/text-contracts.ts';
import { checkForm, type CheckedPage } from '../form-check/index.ts';
import type { FormProblem } from '../form-check/problems.ts';
import { checkAgreement } from './check-agreements.ts';
import { checkRendererNames } from './check-renderer-names.ts';
import { checkTenants, tenantFolders } from './check-tenants.ts';
import { checkTexts } from './check-texts.ts';
import { checkAgainstMetaSchemas, jsonFilesUnder, STAFF_FOLDERS } from './meta-check.ts';
import { StaffFiles, type Position } from './staff-files.ts';

export interface LocatedProblem extends FormProblem, Position {}

export interface StaffCheck {
  problems: LocatedProblem[];
  files: number;
  pages: CheckedPage[];
}

/**
 * Every check of the staff files under `root`, in one pass: each file parsed once with positions, against its
 * meta-schema, then every reference between files. Problems come back sorted by file and place, each once.
 */
export function checkStaffFiles(root: string): StaffCheck {
  const staff = new StaffFiles(root);
  const files = STAFF_FOLDERS.flatMap((folder) => jsonFilesUnder(root, folder));
  for (const file of files) staff.read(file);

  const { problems: formProblems, pages } = checkForm(staff);
  const pageFiles = new Set(pages.flatMap((page) => [page.file, page.ui?.file ?? '']));
  const problems: FormProblem[] = [
    ...checkAgainstMetaSchemas(staff, files, { checkedElsewhere: (file) => pageFiles.has(file) }),
    ...formProblems,
    ...checkTenants(staff, pages),
    ...checkRendererNames(staff),
    ...SETTING_AGREEMENTS.flatMap((agreement) => checkAgreement(staff, agreement)),
  ];
  for (const contract of TEXT_CONTRACTS) {
    problems.push(...checkTexts(staff, contract));
    if (contract.file !== MAIL_TEMPLATES_FILE) continue;
    // A tenant folder may hold its own mail templates, under the same contract.
    for (const folder of tenantFolders(staff)) {
      const own = `${folder}/mail-templates.json`;
      if (staff.exists(own)) problems.push(...checkTexts(staff, contract, own));
    }
  }

  const seen = new Set<string>();
  const located: LocatedProblem[] = [];
  for (const problem of [...staff.problems, ...problems]) {
    const key = `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    located.push({ ...problem, ...staff.positionOf(problem) });
  }
  located.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems: located, files: files.length, pages };
}

/** One problem as staff read it: `file:line:column  #/json/pointer  what is wrong, and what to write instead`. */
export function formatProblem(problem: LocatedProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  #${problem.pointer}  ${problem.message}`;
}
