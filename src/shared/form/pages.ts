import aboutUiSchema from '../../../uischemas/about.uischema.json' with { type: 'json' };
import educationUiSchema from '../../../uischemas/education.uischema.json' with { type: 'json' };
import finalStepsUiSchema from '../../../uischemas/final-steps.uischema.json' with { type: 'json' };
import type { PageDefinition } from './data-model.ts';
import { pageList, type PageEntry, type PageName } from './page-list.ts';
import { pageSchemas } from './page-schemas.ts';
import type { JsonSchema, UiElement } from './types.ts';

export type { PageName };

/** A form page: its place in the step navigation (uischemas/pages.json) and its two files. */
export interface FormPage extends PageDefinition, PageEntry {
  name: PageName;
}

const uiSchemas: Record<PageName, unknown> = {
  about: aboutUiSchema,
  education: educationUiSchema,
  'final-steps': finalStepsUiSchema,
};

/** The three form pages in step order, each schema self-contained (made once: JSON Forms needs stable props). */
export const formPages: readonly FormPage[] = pageList.map((entry) => ({
  ...entry,
  schema: pageSchemas[entry.name],
  uischema: uiSchemas[entry.name] as UiElement,
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
