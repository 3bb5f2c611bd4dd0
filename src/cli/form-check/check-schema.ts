import type { Ajv } from 'ajv';
import { resolveSchemaRefs } from '../../shared/form/schema-refs.ts';
import type { JsonSchema } from '../../shared/form/types.ts';
import { toValidationSchema } from '../../shared/form/validation-schema.ts';
import { insteadOf } from '../staff-check/suggest.ts';
import { pointerSegment, type FormProblem } from './problems.ts';

/** The page schema with its references resolved; each unknown reference is a problem. */
export function resolvePageSchema(file: string, schema: JsonSchema, defs: Record<string, JsonSchema>, problems: FormProblem[]): JsonSchema {
  const known = Object.keys(defs).map((name) => `defs.schema.json#/$defs/${name}`);
  return resolveSchemaRefs(schema, defs, {
    onProblem: ({ pointer, message }) => {
      const ref = message.replace(/^(unknown|circular) reference /, '');
      const advice = message.startsWith('unknown') ? `: schemas/defs.schema.json has no such definition; ${insteadOf(ref, known)}` : ': a definition may not name itself';
      problems.push({ file, pointer, message: `${message}${advice}` });
    },
  });
}

/** Compiles the resolved schema as the engine does; a keyword value AJV refuses (a bad pattern, a bad x-minAge) is a problem. */
export function checkCompiles(file: string, resolved: JsonSchema, ajv: Ajv, problems: FormProblem[]): void {
  try {
    ajv.compile(toValidationSchema(resolved));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push({ file, pointer: '', message: `is refused by the form validator (${reason}): correct the keyword it names, as schemas/page.meta.json describes it` });
  }
}

interface RuleContext {
  file: string;
  page: string;
  pageKeys: Set<string>;
  isKnownKey: (key: string) => boolean;
  problems: FormProblem[];
}

function hasMessage(node: JsonSchema, key: string): boolean {
  const messages = node.errorMessage;
  if (typeof messages === 'string') return true;
  const required = (messages as { required?: Record<string, unknown> } | undefined)?.required;
  return typeof required?.[key] === 'string';
}

/**
 * The rules of a page schema: a key a rule requires must be a question of this page and carry a message
 * (a required field's message is its label); a key an `if` tests must be in the data model.
 */
function checkRuleNode(node: unknown, pointer: string, inCondition: boolean, isRoot: boolean, context: RuleContext): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as JsonSchema;
  const { file, page, pageKeys, isKnownKey, problems } = context;
  const checkKey = (key: string, at: string) => {
    if (inCondition && !isKnownKey(key)) problems.push({ file, pointer: at, message: `condition on unknown key "${key}" (outside the data model)` });
    if (!inCondition && !pageKeys.has(key)) problems.push({ file, pointer: at, message: `rule on "${key}", which is not a question of page ${page}` });
  };
  if (Array.isArray(schema.required)) {
    schema.required.forEach((key, i) => {
      const at = `${pointer}/required/${i}`;
      checkKey(String(key), at);
      if (!inCondition && !hasMessage(schema, String(key))) {
        problems.push({ file, pointer: at, message: `required field "${key}" has no message: add it to errorMessage.required beside this list` });
      }
    });
  }
  if (!isRoot && schema.properties && typeof schema.properties === 'object') {
    for (const key of Object.keys(schema.properties)) checkKey(key, `${pointer}/properties${pointerSegment(key)}`);
  }
  for (const name of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[name];
    if (Array.isArray(list)) list.forEach((inner, i) => checkRuleNode(inner, `${pointer}/${name}/${i}`, inCondition, false, context));
  }
  for (const name of ['then', 'else']) checkRuleNode(schema[name], `${pointer}/${name}`, inCondition, false, context);
  for (const name of ['if', 'not']) checkRuleNode(schema[name], `${pointer}/${name}`, true, false, context);
}

export function checkRules(file: string, page: string, schema: JsonSchema, isKnownKey: (key: string) => boolean, problems: FormProblem[]): void {
  const pageKeys = new Set(Object.keys((schema.properties ?? {}) as object));
  checkRuleNode(schema, '', false, true, { file, page, pageKeys, isKnownKey, problems });
}
