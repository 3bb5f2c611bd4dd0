import type { JsonSchema } from './types.ts';

function isOptionList(value: unknown): value is Array<{ const: unknown }> {
  return Array.isArray(value) && value.length > 0 && value.every((option) => option !== null && typeof option === 'object' && 'const' in option);
}

/**
 * The schema the page validator compiles: every option list (`oneOf` of `{const, title}`) becomes an `enum` of
 * its values. Same answers accepted, but AJV generates a tenth of the code (a country list is 250 branches,
 * and the About You page has five of them), so compiling takes a fraction of the time.
 */
export function toValidationSchema(schema: JsonSchema): JsonSchema {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (value === null || typeof value !== 'object') return value;
    const converted: JsonSchema = {};
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'oneOf' && isOptionList(inner)) converted.enum = inner.map((option) => option.const);
      else converted[name] = convert(inner);
    }
    return converted;
  };
  return convert(schema) as JsonSchema;
}
