import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_STAGES } from '../../../scripts/chunk-groups.ts';
import { REPOSITORY_ROOT } from '../../../src/server/staff-folder/staff-folder.ts';

/** The files that bring the app's stages with import() (main.tsx, the start, the route loaders). */
const LOADERS = ['src/client/main.tsx', 'src/client/boot/start-app.tsx', 'src/client/app/route-modules.ts'];

/** Every module a loader imports with import('…'), as a path from the repository's root. */
function dynamicallyImported(): Set<string> {
  const imported = new Set<string>();
  for (const loader of LOADERS) {
    const text = readFileSync(join(REPOSITORY_ROOT, loader), 'utf8');
    for (const [, specifier] of text.matchAll(/import\('(\.[^']+)'\)/g)) {
      imported.add(relative(REPOSITORY_ROOT, join(REPOSITORY_ROOT, dirname(loader), specifier)));
    }
  }
  return imported;
}

describe("the build's first-visit chunk groups", () => {
  // A stage root the app no longer imports (a file renamed or moved) would leave its modules to the default
  // chunking, many small files, and only the JavaScript budget's end-to-end test would notice.
  it('name each stage by a module the app imports in a stage of its own', () => {
    const imported = dynamicallyImported();
    const roots = Object.values(FIRST_VISIT_STAGES).flat(2);
    expect(roots.length).toBeGreaterThan(5);
    expect(roots.filter((root) => !imported.has(root))).toEqual([]);
  });
});
