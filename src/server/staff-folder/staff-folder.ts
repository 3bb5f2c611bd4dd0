import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { STAFF_FOLDERS } from '../../shared/staff-folders.ts';

/**
 * The repository, whose staff folders the server reads by default. `src/server` and `dist-server/server` sit at the
 * same depth, so the same relative path names it from the sources and from the build.
 */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * STAFF_DIR: another folder holding the four staff folders (a copy being tried out, another institution's edits),
 * read by the server in place of the repository's. Null when unset. Throws one line naming the variable when the
 * folder or one of its staff folders is missing.
 */
export function staffDirOf(env: Record<string, string | undefined>): string | null {
  const raw = env.STAFF_DIR;
  if (raw === undefined || raw.trim() === '') return null;
  const dir = resolve(raw);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`STAFF_DIR names a folder that does not exist (${dir})`);
  const missing = STAFF_FOLDERS.filter((folder) => !existsSync(join(dir, folder)));
  if (missing.length > 0) throw new Error(`STAFF_DIR must be a folder holding ${STAFF_FOLDERS.join(', ')} (${dir} lacks ${missing.join(', ')})`);
  return dir;
}

/**
 * Where the server reads a staff file by path: STAFF_DIR's copy when set, else the repository's. Not checked here:
 * the server's configuration checks STAFF_DIR at start (staffDirOf) before any file is read.
 */
export function staffPath(...parts: string[]): string {
  const raw = process.env.STAFF_DIR;
  return join(raw === undefined || raw.trim() === '' ? REPOSITORY_ROOT : resolve(raw), ...parts);
}
