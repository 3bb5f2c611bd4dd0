import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema, UiElement } from '../../shared/form/types.ts';
import type { FormProblem } from './problems.ts';

/** The form files of one tree (`schemas/`, `uischemas/`), as read from disk. */
export interface FormFiles {
  defs: { file: string; data: { $defs?: Record<string, JsonSchema> } } | null;
  pageMeta: { file: string; data: JsonSchema } | null;
  uischemaMeta: { file: string; data: JsonSchema } | null;
  pages: Array<{
    name: string;
    schema: { file: string; data: JsonSchema } | null;
    uischema: { file: string; data: UiElement } | null;
  }>;
}

/** Reads `root/<file>` as JSON; a missing or unreadable file becomes a problem and null. */
function readJson<T>(root: string, file: string, problems: FormProblem[]): { file: string; data: T } | null {
  const path = join(root, file);
  if (!existsSync(path)) {
    problems.push({ file, pointer: '', message: 'is missing' });
    return null;
  }
  try {
    return { file, data: JSON.parse(readFileSync(path, 'utf8')) as T };
  } catch (error) {
    problems.push({ file, pointer: '', message: `cannot be read as JSON (${error instanceof Error ? error.message : String(error)})` });
    return null;
  }
}

/** The page list (uischemas/pages.json) and, per page, its schema and UI schema; plus the shared definitions and meta-schemas. */
export function loadFormFiles(root: string, problems: FormProblem[]): FormFiles {
  const pagesFile = readJson<{ pages?: Array<{ id?: unknown }> }>(root, 'uischemas/pages.json', problems);
  const names = (pagesFile?.data.pages ?? []).map((page) => page.id).filter((id): id is string => typeof id === 'string');
  if (pagesFile && names.length === 0) problems.push({ file: pagesFile.file, pointer: '/pages', message: 'lists no page' });
  return {
    defs: readJson(root, 'schemas/defs.schema.json', problems),
    pageMeta: readJson(root, 'schemas/page.meta.json', problems),
    uischemaMeta: readJson(root, 'uischemas/uischema.meta.json', problems),
    pages: names.map((name) => ({
      name,
      schema: readJson<JsonSchema>(root, `schemas/${name}.schema.json`, problems),
      uischema: readJson<UiElement>(root, `uischemas/${name}.uischema.json`, problems),
    })),
  };
}
