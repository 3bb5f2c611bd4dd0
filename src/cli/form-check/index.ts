import { Ajv, type ValidateFunction } from 'ajv';
import ajvErrorsModule from 'ajv-errors';
import { buildDataModel, type PageDefinition, type RendererDefaults } from '../../shared/form/data-model.ts';
import type { DateRuleSchemas } from '../../shared/form/date-keywords.ts';
import { buildFormAjv } from '../../shared/form/form-ajv-factory.ts';
import { checkPatterns } from '../staff-check/patterns.ts';
import { insteadOf } from '../staff-check/suggest.ts';
import { StaffFiles } from '../staff-check/staff-files.ts';
import type { JsonSchema, UiElement } from '../../shared/form/types.ts';
import { checkCompiles, checkRules, resolvePageSchema } from './check-schema.ts';
import { checkUiSchema, shownKeys } from './check-uischema.ts';
import { loadFormFiles } from './load.ts';
import { metaProblems, pointerSegment, type FormProblem } from './problems.ts';

export type { FormProblem } from './problems.ts';

const addErrors = ajvErrorsModule as unknown as (ajv: Ajv) => Ajv;

const DUPLICATE_KEY = 'Your ValidationErrorSummary implementation uses keys that are present in multiple pages...';

function compileMeta(file: { file: string; data: JsonSchema } | null, problems: FormProblem[]): ValidateFunction | null {
  if (!file) return null;
  try {
    return addErrors(new Ajv({ allErrors: true, strict: false, verbose: true })).compile(file.data);
  } catch (error) {
    problems.push({ file: file.file, pointer: '', message: `is not a usable meta-schema: ${error instanceof Error ? error.message : String(error)}` });
    return null;
  }
}

function passesMeta(validate: ValidateFunction | null, file: { file: string; data: unknown }, problems: FormProblem[]): boolean {
  if (!validate || validate(file.data)) return validate !== null;
  problems.push(...metaProblems(file.file, validate.errors));
  return false;
}

/** A page as checked: its files, and its schema with every reference resolved. */
export interface CheckedPage {
  name: string;
  file: string;
  raw: JsonSchema;
  resolved: JsonSchema;
  ui: { file: string; data: UiElement } | null;
}

/** The length defaults only size answers; the checker needs the keys, so any numbers serve when the file is broken. */
const FALLBACK_DEFAULTS: RendererDefaults = { textMaxLength: 0, textareaMaxLength: 0, tenantOptionTitleMaxLength: 0 };

/**
 * Checks the form files under `root`: each schema and UI schema
 * against its meta-schema, references, rules and their messages, keys on more than one page, keys outside the
 * data model, scopes that point nowhere, conditions on unknown keys, AddAnother prefixes and unmapped questions.
 */
export function checkFormFiles(root: string): FormProblem[] {
  const staff = new StaffFiles(root);
  const { problems } = checkForm(staff);
  return [...staff.problems, ...problems];
}

/** The form checks over files read through `staff` (read problems stay in `staff.problems`), with the pages checked. */
export function checkForm(staff: StaffFiles): { problems: FormProblem[]; pages: CheckedPage[] } {
  const problems: FormProblem[] = [];
  const files = loadFormFiles(staff);
  const defs = files.defs?.data.$defs ?? {};
  const defsBroken = files.defs ? checkPatterns(files.defs.file, files.defs.data, problems) > 0 : false;
  const dateRules = (files.pageMeta?.data as { definitions?: Partial<DateRuleSchemas> } | undefined)?.definitions;
  const formAjv = dateRules?.ageRule && dateRules.yearWindowRule ? buildFormAjv(dateRules as DateRuleSchemas) : null;
  const renderers = staff.read('uischemas/renderers.json') as { defaults?: RendererDefaults } | undefined;
  const pageMeta = compileMeta(files.pageMeta, problems);
  const uiMeta = compileMeta(files.uischemaMeta, problems);

  const pageOfKey = new Map<string, string>();
  const checked: CheckedPage[] = [];
  for (const page of files.pages) {
    if (!page.schema || !passesMeta(pageMeta, page.schema, problems)) continue;
    const before = problems.length;
    const resolved = resolvePageSchema(page.schema.file, page.schema.data, defs, problems);
    checkPatterns(page.schema.file, page.schema.data, problems);
    // A bad pattern or reference is already reported at its place; AJV would only repeat it for the whole file.
    if (formAjv && !defsBroken && problems.length === before) checkCompiles(page.schema.file, resolved, formAjv, problems);
    for (const key of Object.keys((page.schema.data.properties ?? {}) as object)) {
      const first = pageOfKey.get(key);
      if (first === undefined) pageOfKey.set(key, page.name);
      else
        problems.push({
          file: page.schema.file,
          pointer: `/properties${pointerSegment(key)}`,
          message: `${DUPLICATE_KEY} "${key}" is on pages ${first} and ${page.name}`,
        });
    }
    const ui = page.uischema && passesMeta(uiMeta, page.uischema, problems) ? page.uischema : null;
    checked.push({ name: page.name, file: page.schema.file, raw: page.schema.data, resolved, ui });
  }

  const definitions: PageDefinition[] = checked.map((page) => ({
    name: page.name,
    schema: page.resolved,
    uischema: page.ui?.data ?? { type: 'VerticalLayout', elements: [] },
  }));
  const dataModel = buildDataModel(definitions, { ...FALLBACK_DEFAULTS, ...renderers?.defaults });
  const isKnownKey = (key: string) => dataModel.has(key);
  checkNameKeys(staff, [...pageOfKey.keys()], problems);
  const ids = new Map<string, string>();
  for (const page of checked) {
    checkRules(page.file, page.name, page.raw, isKnownKey, problems);
    if (!page.ui) continue;
    const pageKeys = new Set(Object.keys((page.raw.properties ?? {}) as object));
    checkUiSchema(page.ui.data, { file: page.ui.file, page: page.name, schemaFile: page.file, pageKeys, pageOfKey, isKnownKey, ids, problems });
    // A wrong AddAnother prefix repeats no block, so every repeated key would read as unshown: that one problem suffices.
    if (problems.some((problem) => problem.file === page.ui?.file && problem.message.startsWith('validation prefix'))) continue;
    const shown = shownKeys(page.ui.data);
    for (const key of pageKeys) {
      if (!shown.has(key)) {
        problems.push({
          file: page.file,
          pointer: `/properties${pointerSegment(key)}`,
          message: `question does not correlate to a page: no control of ${page.ui.file} shows "${key}"`,
        });
      }
    }
  }
  return { problems, pages: checked };
}

/** The answers pages.json names as the applicant's name (the welcome greeting, the PDF footer) must be questions. */
function checkNameKeys(staff: StaffFiles, questions: string[], problems: FormProblem[]): void {
  const file = 'uischemas/pages.json';
  const names = (staff.read(file) as { applicantNameKeys?: unknown } | undefined)?.applicantNameKeys;
  if (!Array.isArray(names)) return;
  names.forEach((key, i) => {
    if (typeof key === 'string' && questions.length > 0 && !questions.includes(key)) {
      problems.push({ file, pointer: `/applicantNameKeys/${i}`, message: `"${key}" is no question of a page: ${insteadOf(key, questions)}` });
    }
  });
}
