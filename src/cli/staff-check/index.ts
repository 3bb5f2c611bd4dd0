import { MAIL_TEMPLATES_FILE, TEXT_CONTRACTS, VALIDATOR_WORDS_FILE } from '../../shared/texts/text-contracts.ts';
import { checkForm, type CheckedPage } from '../form-check/index.ts';
import type { FormProblem } from '../form-check/problems.ts';
import { checkRendererNames } from './check-renderer-names.ts';
import { checkTenants, tenantFolders } from './check-tenants.ts';
import { checkTexts } from './check-texts.ts';
import { checkTranslations } from './check-translations.ts';
import { STAFF_FOLDERS } from '../../shared/staff-folders.ts';
import { checkAgainstMetaSchemas, jsonFilesUnder } from './meta-check.ts';
import { checkPatterns } from './patterns.ts';
import { StaffFiles, type Position } from './staff-files.ts';

export interface LocatedProblem extends FormProblem, Position {}

export interface StaffCheck {
  problems: LocatedProblem[];
  /** Texts a language does not have yet and keys English lacks: listed, not refused (a reader sees English meanwhile). */
  untranslated: LocatedProblem[];
  files: number;
  pages: CheckedPage[];
}

/** The file a translation translates (translations/<code>/<file>), or the file itself. */
const englishFileOf = (file: string) => file.replace(/^texts-and-settings\/translations\/[^/]+\//, '');

/**
 * Every check of the staff files under `root`, in one pass: each file parsed once with positions, against its
 * meta-schema, then every reference between files. Problems come back sorted by file and place, each once.
 */
export function checkStaffFiles(root: string): StaffCheck {
  const staff = new StaffFiles(root);
  if (!STAFF_FOLDERS.some((folder) => staff.exists(folder))) {
    return {
      problems: [{ file: root, pointer: '', message: `holds none of ${STAFF_FOLDERS.join(', ')}: name the project folder`, line: 1, column: 1 }],
      untranslated: [],
      files: 0,
      pages: [],
    };
  }
  const files = STAFF_FOLDERS.flatMap((folder) => jsonFilesUnder(root, folder));
  // Every pattern (page schemas, account forms, password rules, meta-schemas) is compiled with the u flag by AJV or
  // by the code; the page schemas' are checked again by the form check, and the duplicates dropped below.
  const patternProblems: FormProblem[] = [];
  for (const file of files) {
    const data = staff.read(file);
    // The validator's words name their texts by keyword: its "pattern" is the words of a failed pattern, not one.
    if (data !== undefined && englishFileOf(file) !== VALIDATOR_WORDS_FILE) checkPatterns(file, data, patternProblems);
  }

  const { problems: formProblems, pages } = checkForm(staff);
  const translations = checkTranslations(staff, pages);
  const pageFiles = new Set(pages.flatMap((page) => [page.file, page.ui?.file ?? '']));
  const problems: FormProblem[] = [
    ...patternProblems,
    ...checkAgainstMetaSchemas(staff, files, { checkedElsewhere: (file) => pageFiles.has(file) }),
    ...formProblems,
    ...checkTenants(staff, pages),
    ...checkRendererNames(staff),
  ];
  const textProblems: FormProblem[] = [];
  for (const contract of TEXT_CONTRACTS) {
    textProblems.push(...checkTexts(staff, contract));
    if (contract.file !== MAIL_TEMPLATES_FILE) continue;
    // A tenant folder may hold its own mail templates, under the same contract.
    for (const folder of tenantFolders(staff)) {
      const own = `${folder}/mail-templates.json`;
      if (staff.exists(own)) textProblems.push(...checkTexts(staff, contract, own));
    }
  }
  problems.push(...textProblems);
  // An English text refused for its placeholders is the one mistake: its translation, rightly differing from it, is not refused as well.
  const refusedEnglish = textProblems.map((problem) => `${problem.file}#${problem.pointer}`);
  const translatesRefused = (problem: FormProblem) => {
    const english = `${englishFileOf(problem.file)}#${problem.pointer}`;
    return refusedEnglish.some((refused) => refused === english || refused.startsWith(`${english}/`));
  };
  problems.push(...translations.filter((problem) => !problem.listed && !translatesRefused(problem)));

  // A meta-schema's `format: "regex"` refuses the same pattern the pattern check explains: keep the explanation.
  const badPatterns = new Set(patternProblems.map((problem) => `${problem.file}#${problem.pointer}`));
  const seen = new Set<string>();
  const located: LocatedProblem[] = [];
  for (const problem of [...staff.problems, ...problems]) {
    if (problem.message.startsWith('must match format "regex"') && badPatterns.has(`${problem.file}#${problem.pointer}`)) continue;
    const key = `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    located.push({ ...problem, ...staff.positionOf(problem) });
  }
  located.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const untranslated = translations.filter((problem) => problem.listed).map((problem) => ({ ...problem, ...staff.positionOf(problem) }));
  return { problems: located, untranslated, files: files.length, pages };
}

/** One problem as staff read it: `file:line:column  #/json/pointer  what is wrong, and what to write instead`. */
export function formatProblem(problem: LocatedProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  #${problem.pointer}  ${problem.message}`;
}
