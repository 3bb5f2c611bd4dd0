import type { ErrorObject } from 'ajv';

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
      allowedNames.set(error.instancePath, allowed ? `allowed: ${allowed.join(', ')}` : error.message ?? '');
      continue;
    }
    if (error.keyword === 'propertyNames') {
      const name = String(error.params.propertyName);
      const allowed = allowedNames.get(error.instancePath);
      const message = `"${name}" is not allowed here${allowed ? ` (${allowed})` : ''}`;
      problems.push({ file, pointer: error.instancePath + pointerSegment(name), message });
      continue;
    }
    let message = error.message ?? 'is not valid';
    if (error.keyword === 'additionalProperties') message = `unknown property "${String(error.params.additionalProperty)}"`;
    if (error.keyword === 'enum') message += ` (${(error.params.allowedValues as unknown[]).join(', ')})`;
    problems.push({ file, pointer: error.instancePath, message });
  }
  return problems;
}
