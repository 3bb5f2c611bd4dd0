import type { JsonSchema } from './types.ts';

const PAGE_REF = 'defs.schema.json#/$defs/';
const LOCAL_REF = '#/$defs/';

export interface RefProblem {
  /** JSON pointer of the `$ref` inside the schema that holds it. */
  pointer: string;
  message: string;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * A schema (a form page's or an auth form's) made self-contained for JSON Forms and AJV: every
 * `{"$ref": "defs.schema.json#/$defs/<name>"}` (and `#/$defs/<name>` inside the definitions) is replaced by what
 * it names, and a `$ref` naming one of `files` by that whole schema; the siblings of the `$ref` win. A sibling
 * `"x-excludeOptions": [...]` drops those values from the named list's `oneOf`, so one country list serves both
 * variants. The top-level `$schema` and `$id` are left out. Unknown references are reported to `onProblem`
 * (default: thrown).
 */
export function resolveSchemaRefs(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  {
    files = {},
    onProblem = (problem) => {
      throw new Error(`schema reference at ${problem.pointer || '/'}: ${problem.message}`);
    },
  }: { files?: Record<string, JsonSchema>; onProblem?: (problem: RefProblem) => void } = {},
): JsonSchema {
  const resolve = (value: unknown, pointer: string, seen: string[]): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => resolve(item, `${pointer}/${i}`, seen));
    if (value === null || typeof value !== 'object') return value;
    const { $ref, 'x-excludeOptions': exclude, ...siblings } = value as JsonSchema;
    let target: JsonSchema = {};
    if (typeof $ref === 'string' && Object.hasOwn(files, $ref)) target = resolve(files[$ref], pointer, seen) as JsonSchema;
    else if (typeof $ref === 'string') {
      const name = $ref.startsWith(PAGE_REF) ? $ref.slice(PAGE_REF.length) : $ref.startsWith(LOCAL_REF) ? $ref.slice(LOCAL_REF.length) : null;
      const def = name === null ? undefined : defs[name];
      if (name === null || def === undefined) onProblem({ pointer: `${pointer}/$ref`, message: `unknown reference ${$ref}` });
      else if (seen.includes(name)) onProblem({ pointer: `${pointer}/$ref`, message: `circular reference ${$ref}` });
      else target = resolve(def, pointer, [...seen, name]) as JsonSchema;
    }
    const resolved: JsonSchema = { ...target };
    for (const [name, inner] of Object.entries(siblings)) resolved[name] = resolve(inner, `${pointer}/${escapePointer(name)}`, seen);
    if (Array.isArray(exclude) && Array.isArray(resolved.oneOf)) {
      resolved.oneOf = (resolved.oneOf as JsonSchema[]).filter((option) => !exclude.includes(option.const));
    }
    return resolved;
  };
  const { $schema: _meta, $id: _id, ...body } = schema;
  return resolve(body, '', []) as JsonSchema;
}
