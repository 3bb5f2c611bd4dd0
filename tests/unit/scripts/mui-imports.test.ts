import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The browser's sources: the client and the renderers. */
const ROOTS = ['src/client', 'renderers'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A rule a linter would hold (no-restricted-imports): MUI's index re-exports all of the package, so a module
// importing from it makes every MUI component reachable from that page and the bundler has to read them all; the app
// imports each component by its own path (`@mui/material/Button`).
describe('MUI imports', () => {
  it('name a component path, never the package index of @mui/material or @mui/icons-material', () => {
    const barrel = /\bfrom\s+['"]@mui\/(material|icons-material)['"]|import\(\s*['"]@mui\/(material|icons-material)['"]\s*\)/;
    const offenders = ROOTS.flatMap(sourceFiles).filter((file) => barrel.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
