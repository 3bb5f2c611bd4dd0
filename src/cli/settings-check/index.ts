import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createFormAjv } from '../../shared/form/form-ajv.ts';
import { metaProblems, type FormProblem } from '../form-check/problems.ts';

/** The folder of texts and settings staff edit; its `meta/` holds the JSON Schemas the files name in `$schema`. */
export const SETTINGS_DIR = 'texts-and-settings';
const META_DIR = 'meta';
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === META_DIR ? [] : jsonFiles(path);
      return entry.endsWith('.json') ? [path] : [];
    });
}

function readJson(path: string, file: string, problems: FormProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push({ file, pointer: '', message: `cannot be read as JSON (${error instanceof Error ? error.message : String(error)})` });
    return undefined;
  }
}

/**
 * Checks every JSON file of `root/texts-and-settings` against the JSON Schema its `$schema` names (a file of
 * `meta/`, or draft-07 itself for a file that is a schema of shared definitions): the same check an editor makes.
 */
export function checkSettingsFiles(root: string): FormProblem[] {
  const problems: FormProblem[] = [];
  const dir = join(root, SETTINGS_DIR);
  if (!existsSync(dir)) return [{ file: SETTINGS_DIR, pointer: '', message: 'is missing' }];
  const ajv = createFormAjv();
  const validators = new Map<string, ValidateFunction | null>();

  const validatorFor = (metaPath: string, from: string): ValidateFunction | null => {
    if (!validators.has(metaPath)) {
      const metaFile = relative(root, metaPath);
      let validate: ValidateFunction | null = null;
      const meta = existsSync(metaPath) ? readJson(metaPath, metaFile, problems) : undefined;
      if (!existsSync(metaPath)) problems.push({ file: from, pointer: '/$schema', message: `names ${metaFile}, which is missing` });
      else if (meta !== undefined) {
        try {
          validate = ajv.compile(meta as object);
        } catch (error) {
          problems.push({ file: metaFile, pointer: '', message: `is not a usable JSON Schema: ${error instanceof Error ? error.message : String(error)}` });
        }
      }
      validators.set(metaPath, validate);
    }
    return validators.get(metaPath) ?? null;
  };

  for (const path of jsonFiles(dir)) {
    const file = relative(root, path);
    const data = readJson(path, file, problems);
    if (data === undefined) continue;
    const named = (data as { $schema?: unknown }).$schema;
    if (typeof named !== 'string') {
      problems.push({ file, pointer: '/$schema', message: `names no JSON Schema: add "$schema" pointing at a file of ${SETTINGS_DIR}/${META_DIR}` });
      continue;
    }
    if (named === DRAFT_07) {
      if (!ajv.validateSchema(data as object)) problems.push(...metaProblems(file, ajv.errors));
      continue;
    }
    const validate = validatorFor(join(dirname(path), named), file);
    if (validate && !validate(data)) problems.push(...metaProblems(file, validate.errors));
  }
  return problems;
}
