import defsFile from '../../../schemas/defs.schema.json' with { type: 'json' };
import aboutSchema from '../../../schemas/about.schema.json' with { type: 'json' };
import educationSchema from '../../../schemas/education.schema.json' with { type: 'json' };
import finalStepsSchema from '../../../schemas/final-steps.schema.json' with { type: 'json' };
import type { PageName } from './page-list.ts';
import { resolveSchemaRefs } from './schema-refs.ts';
import type { JsonSchema } from './types.ts';

const defs = defsFile.$defs as Record<string, JsonSchema>;

/**
 * Each form page's schema made self-contained (every `defs.schema.json` reference resolved), once. The browser build
 * gets this module already resolved (scripts/vite-resolved-page-schemas.ts): resolving the About page at start cost
 * a phone some 100 ms of main thread.
 */
export const pageSchemas: Record<PageName, JsonSchema> = {
  about: resolveSchemaRefs(aboutSchema, defs),
  education: resolveSchemaRefs(educationSchema, defs),
  'final-steps': resolveSchemaRefs(finalStepsSchema, defs),
};
