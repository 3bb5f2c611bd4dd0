import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run-cli.ts';

/** Every project file `entry` imports, directly or not (packages left out), relative to the project root. */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    if (!/\.tsx?$/.test(path)) return;
    for (const { fileName } of ts.preProcessFile(readFileSync(path, 'utf8'), true, false).importedFiles) {
      if (fileName.startsWith('.')) visit(resolve(dirname(path), fileName));
    }
  };
  visit(join(ROOT, entry));
  return [...seen].map((path) => relative(ROOT, path));
}

describe('the staff-file checker', () => {
  // A staff file imported by a module would be parsed when the checker loads: a missing comma in it would end the
  // run in a stack trace before the checker could say where the comma is missing.
  it('imports no staff file: it reads every one itself', () => {
    const graph = importGraph('src/cli/schemas-check.ts');
    expect(graph).toContain('src/cli/staff-check/index.ts');
    expect(importGraph('src/shared/form/index.ts')).toContain('uischemas/renderers.json'); // the walk does see JSON imports
    expect(graph.filter((file) => /^(schemas|uischemas|texts-and-settings|tenants)\//.test(file))).toEqual([]);
  });
});
