import { checkAgainstMetaSchemas, jsonFilesUnder } from '../staff-check/meta-check.ts';
import { StaffFiles } from '../staff-check/staff-files.ts';
import type { FormProblem } from '../form-check/problems.ts';

/** The folder of texts and settings staff edit; its `meta/` holds the JSON Schemas the files name in `$schema`. */
const SETTINGS_DIR = 'texts-and-settings';

/** Checks every JSON file of `root/texts-and-settings` against the JSON Schema its `$schema` names. */
export function checkSettingsFiles(root: string): FormProblem[] {
  const staff = new StaffFiles(root);
  if (!staff.exists(SETTINGS_DIR)) return [{ file: SETTINGS_DIR, pointer: '', message: 'is missing' }];
  const files = jsonFilesUnder(root, SETTINGS_DIR).filter((file) => !file.startsWith(`${SETTINGS_DIR}/meta/`));
  const problems = checkAgainstMetaSchemas(staff, files);
  return [...staff.problems, ...problems];
}
