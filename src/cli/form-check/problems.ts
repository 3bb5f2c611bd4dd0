import type { ErrorObject } from 'ajv';
import { insteadOf } from '../staff-check/suggest.ts';

/** One thing wrong in a form file: the file (relative path), a JSON pointer into it, and what is wrong. */
export interface FormProblem {
  file: string;
  pointer: string;
  message: string;
  /** Where in the file, when a parser says (a syntax error); otherwise the pointer places the problem. */
  offset?: number;
}

export function pointerSegment(segment: string | number): string {
  return `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * AJV errors of a meta-schema check as problems: `if` wrappers dropped, a refused property name reported at
 * its own pointer together with what is allowed there.
 */
export function metaProblems(file: string, errors: readonly ErrorObject[] | null | undefined): FormProblem[] {
  const problems: FormProblem[] = [];
  const allowedNames = new Map<string, string>();
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    if (error.schemaPath.includes('/propertyNames/')) {
      const allowed = error.params.allowedValues as string[] | undefined;
      allowedNames.set(error.instancePath, allowed ? `allowed: ${allowed.join(', ')}` : (error.message ?? ''));
      continue;
    }
    if (error.keyword === 'propertyNames') {
      const name = String(error.params.propertyName);
      const allowed = allowedNames.get(error.instancePath);
      const message = `"${name}" is not allowed here${allowed ? ` (${allowed})` : ''}`;
      problems.push({ file, pointer: error.instancePath + pointerSegment(name), message });
      continue;
    }
    // An unknown property is reported at itself, so the editor's cursor lands on the name to change.
    const at = error.keyword === 'additionalProperties' ? error.instancePath + pointerSegment(String(error.params.additionalProperty)) : error.instancePath;
    problems.push({ file, pointer: at, message: adviceFor(error) });
  }
  return problems;
}

const TYPE_ADVICE: Record<string, string> = {
  string: 'write a text in "double quotes"',
  integer: 'write a whole number, without quotes',
  number: 'write a number, without quotes',
  boolean: 'write true or false, without quotes',
  object: 'write an object { "name": value, … }',
  array: 'write a list [ …, … ]',
};

const FORMAT_ADVICE: Record<string, string> = {
  email: 'write an address like name@example.org',
  uri: 'write a full address starting with https://',
  date: 'write a date as YYYY-MM-DD',
};

/** AJV's sentence for a meta-schema error, with what to write instead where the schema says. */
function adviceFor(error: ErrorObject): string {
  const message = error.message ?? 'is not valid';
  const known = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const names = Object.keys(known ?? {}).filter((key) => !key.startsWith('$'));
      return `unknown property "${name}"${names.length > 0 ? `: remove it, or ${insteadOf(name, names)}` : ': remove it'}`;
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      return `${message} (${allowed.join(', ')})${typeof error.data === 'string' ? `: ${insteadOf(error.data, allowed)}` : ''}`;
    }
    case 'required':
      return `${message}: add "${String(error.params.missingProperty)}"`;
    case 'type':
      return `${message}: ${TYPE_ADVICE[String(error.params.type)] ?? `write a value of type ${String(error.params.type)}`}`;
    case 'format':
      return `${message}: ${FORMAT_ADVICE[String(error.params.format)] ?? `write a value of format ${String(error.params.format)}`}`;
    case 'const':
      return `${message}: write ${JSON.stringify(error.params.allowedValue)}`;
    default:
      return message;
  }
}
