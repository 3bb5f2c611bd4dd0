import { pointerSegment, type FormProblem } from '../form-check/problems.ts';

/**
 * Every `pattern` (and `patternProperties` name) of a JSON Schema compiled as AJV compiles it in the browser and on
 * the server: `new RegExp(pattern, 'u')`. The `u` flag refuses escapes a plain RegExp lets through (`\-` outside a
 * class, `\_`, a lone `{`), so a pattern that "works" in a quick console test can still stop the form.
 */
export function checkPatterns(file: string, schema: unknown, problems: FormProblem[], pointer = ''): number {
  let found = 0;
  if (Array.isArray(schema)) {
    schema.forEach((item, i) => (found += checkPatterns(file, item, problems, pointer + pointerSegment(i))));
    return found;
  }
  if (schema === null || typeof schema !== 'object') return found;
  for (const [name, value] of Object.entries(schema)) {
    const at = pointer + pointerSegment(name);
    if (name === 'pattern' && typeof value === 'string') found += tryPattern(file, value, at, problems);
    if (name === 'patternProperties' && value && typeof value === 'object') {
      for (const key of Object.keys(value)) found += tryPattern(file, key, at + pointerSegment(key), problems);
    }
    // `const`, `enum`, `default`, `examples` and `errorMessage` hold data or texts: a "pattern" key there is not a schema's.
    if (!['const', 'enum', 'default', 'examples', 'errorMessage'].includes(name)) found += checkPatterns(file, value, problems, at);
  }
  return found;
}

function tryPattern(file: string, pattern: string, pointer: string, problems: FormProblem[]): number {
  try {
    new RegExp(pattern, 'u');
    return 0;
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error);
    problems.push({
      file,
      pointer,
      message: `is not a regular expression the browser and server accept (${reason}): escape only special characters (\\\\. \\\\( \\\\[ \\\\{ \\\\+ \\\\* \\\\? \\\\| \\\\\\\\), close every ( [ {, and put a - last inside [ ]`,
    });
    return 1;
  }
}
