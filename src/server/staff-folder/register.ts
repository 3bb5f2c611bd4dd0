import { register } from 'node:module';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STAFF_FOLDERS } from '../../shared/staff-folders.ts';
import { REPOSITORY_ROOT } from './staff-folder.ts';

/**
 * Points the server's JSON imports from the staff folders at `staffDir` (see redirect-hook.ts). Call before the
 * first module that imports one is loaded: an import already evaluated keeps the repository's file.
 */
export function readStaffFilesFrom(staffDir: string): void {
  const asFolderUrl = (root: string, folder: string) => pathToFileURL(join(root, folder)).href + '/';
  // The hook is this folder's sibling, compiled (.js) under dist-server and TypeScript under tsx.
  const hook = new URL(`./redirect-hook${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  register(hook, {
    data: {
      from: STAFF_FOLDERS.map((folder) => asFolderUrl(REPOSITORY_ROOT, folder)),
      to: STAFF_FOLDERS.map((folder) => asFolderUrl(staffDir, folder)),
    },
  });
}
