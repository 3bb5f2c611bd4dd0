import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { addFormatsAndMessages } from '../../shared/ajv-plugins.ts';
import { metaProblems, type FormProblem } from '../form-check/problems.ts';
import type { StaffFiles } from './staff-files.ts';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** Every `.json` file under `root/folder`, relative to `root`, sorted. */
export function jsonFilesUnder(root: string, folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((entry) => {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return walk(path);
        return entry.endsWith('.json') ? [relative(root, path)] : [];
      });
  try {
    return walk(join(root, folder));
  } catch {
    return [];
  }
}

export interface MetaCheckOptions {
  /**
   * Files another check validates against their meta-schema with more context (page schemas and UI schemas, tenant
   * files): here only that `$schema` names a file that exists.
   */
  checkedElsewhere?: (file: string) => boolean;
}

/**
 * Each file against the JSON Schema its `$schema` names (a path relative to the file, or draft-07 itself for a file
 * that is a schema): the same check an editor makes as staff type. A file naming none is a problem too, so no new
 * file escapes the check.
 */
export function checkAgainstMetaSchemas(staff: StaffFiles, files: readonly string[], { checkedElsewhere = () => false }: MetaCheckOptions = {}): FormProblem[] {
  const problems: FormProblem[] = [];
  const ajv = addFormatsAndMessages(new Ajv({ allErrors: true, strict: false, verbose: true }));
  const validators = new Map<string, ValidateFunction | null>();

  const validatorFor = (metaFile: string, from: string): ValidateFunction | null => {
    if (!validators.has(metaFile)) {
      let validate: ValidateFunction | null = null;
      if (!staff.exists(metaFile)) {
        problems.push({ file: from, pointer: '/$schema', message: `names ${metaFile}, which is missing: write the path of a meta-schema relative to this file` });
      } else {
        const meta = staff.read(metaFile);
        if (meta !== undefined) {
          try {
            validate = ajv.compile(meta as object);
          } catch (error) {
            problems.push({ file: metaFile, pointer: '', message: `is not a usable JSON Schema (${error instanceof Error ? error.message : String(error)})` });
          }
        }
      }
      validators.set(metaFile, validate);
    }
    return validators.get(metaFile) ?? null;
  };

  for (const file of files) {
    const data = staff.read(file);
    if (data === undefined) continue;
    const named = (data as { $schema?: unknown } | null)?.$schema;
    if (typeof named !== 'string') {
      problems.push({ file, pointer: '/$schema', message: `names no JSON Schema: add "$schema" with the path of its meta-schema (e.g. "${suggestedMeta(file)}")` });
      continue;
    }
    if (named === DRAFT_07) {
      if (!ajv.validateSchema(data as object)) problems.push(...metaProblems(file, ajv.errors));
      continue;
    }
    const metaFile = join(dirname(file), named);
    const validate = validatorFor(metaFile, file);
    if (checkedElsewhere(file)) continue;
    if (validate && !validate(data)) problems.push(...metaProblems(file, validate.errors));
  }
  return problems;
}

function suggestedMeta(file: string): string {
  if (file.startsWith('texts-and-settings/auth/')) return '../meta/<name>.meta.json';
  if (file.startsWith('texts-and-settings/')) return './meta/<name>.meta.json';
  if (file.startsWith('tenants/') && file.split('/').length > 2) return '../tenant.schema.json';
  return './<name>.meta.json';
}
