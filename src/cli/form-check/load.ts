import type { JsonSchema, UiElement } from '../../shared/form/types.ts';
import type { StaffFiles } from '../staff-check/staff-files.ts';

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

/** One file as JSON; a missing file or one that is not JSON is reported by `files` and becomes null. */
function readJson<T>(files: StaffFiles, file: string): { file: string; data: T } | null {
  const data = files.read(file);
  return data === undefined ? null : { file, data: data as T };
}

/** The page list (uischemas/pages.json) and, per page, its schema and UI schema; plus the shared definitions and meta-schemas. */
export function loadFormFiles(files: StaffFiles): FormFiles {
  const pagesFile = readJson<{ pages?: Array<{ id?: unknown }> }>(files, 'uischemas/pages.json');
  const list = Array.isArray(pagesFile?.data.pages) ? pagesFile.data.pages : [];
  const names = list.map((page) => page?.id).filter((id): id is string => typeof id === 'string');
  if (pagesFile && names.length === 0)
    files.problems.push({
      file: pagesFile.file,
      pointer: '/pages',
      message: 'lists no page: list each page as {"id": "<name>", ...}, its files being schemas/<name>.schema.json and uischemas/<name>.uischema.json',
    });
  return {
    defs: readJson(files, 'schemas/defs.schema.json'),
    pageMeta: readJson(files, 'schemas/page.meta.json'),
    uischemaMeta: readJson(files, 'uischemas/uischema.meta.json'),
    pages: names.map((name) => ({
      name,
      schema: readJson<JsonSchema>(files, `schemas/${name}.schema.json`),
      uischema: readJson<UiElement>(files, `uischemas/${name}.uischema.json`),
    })),
  };
}
