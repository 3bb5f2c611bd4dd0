import pagesFile from '../../../uischemas/pages.json' with { type: 'json' };
import defsFile from '../../../schemas/defs.schema.json' with { type: 'json' };
import aboutSchema from '../../../schemas/about.schema.json' with { type: 'json' };
import educationSchema from '../../../schemas/education.schema.json' with { type: 'json' };
import finalStepsSchema from '../../../schemas/final-steps.schema.json' with { type: 'json' };
import aboutUiSchema from '../../../uischemas/about.uischema.json' with { type: 'json' };
import educationUiSchema from '../../../uischemas/education.uischema.json' with { type: 'json' };
import finalStepsUiSchema from '../../../uischemas/final-steps.uischema.json' with { type: 'json' };
import type { PageDefinition } from './data-model.ts';
import { resolveSchemaRefs } from './schema-refs.ts';
import type { JsonSchema, UiElement } from './types.ts';

export type PageName = 'about' | 'education' | 'final-steps';

/** A form page: its place in the step navigation (uischemas/pages.json) and its two files. */
export interface FormPage extends PageDefinition {
  name: PageName;
  /** The route, `/${name}`. */
  path: string;
  title: string;
  description: string;
}

const files: Record<PageName, { schema: JsonSchema; uischema: unknown }> = {
  about: { schema: aboutSchema, uischema: aboutUiSchema },
  education: { schema: educationSchema, uischema: educationUiSchema },
  'final-steps': { schema: finalStepsSchema, uischema: finalStepsUiSchema },
};

const defs = defsFile.$defs as Record<string, JsonSchema>;

/** The three form pages in step order, each schema self-contained (made once: JSON Forms needs stable props). */
export const formPages: readonly FormPage[] = pagesFile.pages.map((entry) => {
  const name = entry.id as PageName;
  return {
    name,
    path: entry.path,
    title: entry.title,
    description: entry.description,
    schema: resolveSchemaRefs(files[name].schema, defs),
    uischema: files[name].uischema as UiElement,
  };
});

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
