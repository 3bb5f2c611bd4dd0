import type { Ajv } from 'ajv';
import pageMeta from '../../../schemas/page.meta.json' with { type: 'json' };
import { buildFormAjv } from './form-ajv-factory.ts';

/** The form AJV instance (see `buildFormAjv`) with the date keywords of schemas/page.meta.json. */
export function createFormAjv({ standalone = false }: { standalone?: boolean } = {}): Ajv {
  return buildFormAjv(pageMeta.definitions, { standalone });
}

/** The one instance browser, server and CLI share; hand this same object to `<JsonForms ajv={...}>`. */
export const formAjv: Ajv = createFormAjv();
