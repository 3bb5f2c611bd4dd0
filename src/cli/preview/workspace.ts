import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve, sep } from 'node:path';
import { STAFF_FOLDERS, type StaffFolder } from '../../shared/staff-folders.ts';

/** What a preview never copies: installed packages, builds, data, history. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'dist-server', 'data', '.git', 'docs', 'test-results', 'playwright-report']);

export interface Workspace {
  /** The throw-away copy of the repository the preview builds and runs. */
  root: string;
  /** The staff folders of the edited copy that replace the repository's. */
  edited: string[];
  /** Copies one changed file of the edited copy into the workspace (or removes it there when it was deleted). */
  sync(editedFile: string): void;
  remove(): void;
}

/** The staff folders an edited copy holds: the copy itself is one (`…/texts-and-settings`) or holds several. */
function editedFolders(source: string): Map<string, string> {
  const folders = new Map<string, string>();
  const own = basename(source) as StaffFolder;
  if (STAFF_FOLDERS.includes(own)) folders.set(own, source);
  for (const name of STAFF_FOLDERS) {
    const path = join(source, name);
    if (existsSync(path) && statSync(path).isDirectory()) folders.set(name, path);
  }
  return folders;
}

/**
 * A copy of the repository with the edited staff folders in place of its own, so the build and the server read the
 * edited files exactly as production reads the repository's (the server resolves them relative to its own code).
 * Packages are linked, not copied. Nothing of the repository is written.
 */
export function createWorkspace(repository: string, source: string): Workspace {
  const folders = editedFolders(source);
  if (folders.size === 0) {
    throw new Error(`${source} holds none of the staff folders (${STAFF_FOLDERS.join(', ')}): give a copy of one or more of them`);
  }
  const root = mkdtempSync(join(tmpdir(), 'admissions-preview-'));
  cpSync(repository, root, {
    recursive: true,
    filter: (path) => {
      const inside = relative(repository, path);
      return inside === '' || !NOT_COPIED.has(inside.split(sep)[0]);
    },
  });
  for (const [name, path] of folders) {
    rmSync(join(root, name), { recursive: true, force: true });
    cpSync(path, join(root, name), { recursive: true });
  }
  symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'), 'dir');

  const owner = (file: string) => [...folders].find(([, path]) => file === path || file.startsWith(path + sep));
  return {
    root,
    edited: [...folders.keys()],
    sync(editedFile) {
      const found = owner(resolve(editedFile));
      if (!found) return;
      const target = join(root, found[0], relative(found[1], resolve(editedFile)));
      if (existsSync(editedFile)) cpSync(editedFile, target, { recursive: true });
      else rmSync(target, { recursive: true, force: true });
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
