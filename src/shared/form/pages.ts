import defsFile from '../../../schemas/defs.schema.json' with { type: 'json' };
import aboutSchema from '../../../schemas/about.schema.json' with { type: 'json' };
import educationSchema from '../../../schemas/education.schema.json' with { type: 'json' };
import finalStepsSchema from '../../../schemas/final-steps.schema.json' with { type: 'json' };
import aboutUiSchema from '../../../uischemas/about.uischema.json' with { type: 'json' };
import educationUiSchema from '../../../uischemas/education.uischema.json' with { type: 'json' };
import finalStepsUiSchema from '../../../uischemas/final-steps.uischema.json' with { type: 'json' };
import type { PageDefinition } from './data-model.ts';
import { pageList, type PageEntry, type PageName } from './page-list.ts';
import { resolveSchemaRefs } from './schema-refs.ts';
import type { JsonSchema, UiElement } from './types.ts';

export type { PageEntry, PageName };

/** A form page: its place in the step navigation (uischemas/pages.json) and its two files. */
export interface FormPage extends PageDefinition, PageEntry {
  name: PageName;
}

const files: Record<PageName, { schema: JsonSchema; uischema: unknown }> = {
  about: { schema: aboutSchema, uischema: aboutUiSchema },
  education: { schema: educationSchema, uischema: educationUiSchema },
  'final-steps': { schema: finalStepsSchema, uischema: finalStepsUiSchema },
};

const defs = defsFile.$defs as Record<string, JsonSchema>;

/** The three form pages in step order, each schema self-contained (made once: JSON Forms needs stable props). */
export const formPages: readonly FormPage[] = pageList.map((entry) => ({
  ...entry,
  schema: resolveSchemaRefs(files[entry.name].schema, defs),
  uischema: files[entry.name].uischema as UiElement,
}));

export const PAGE_NAMES: readonly PageName[] = formPages.map((page) => page.name);

export function isPageName(name: string): name is PageName {
  return (PAGE_NAMES as readonly string[]).includes(name);
}

export function getPage(name: PageName): FormPage {
  const page = formPages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`unknown form page ${name}`);
  return page;
}

/** The page schema for JSON Forms and AJV: every `defs.schema.json` reference resolved. Always the same object. */
export function getPageSchema(name: PageName): JsonSchema {
  return getPage(name).schema;
}

export function getPageUiSchema(name: PageName): UiElement {
  return getPage(name).uischema;
}
