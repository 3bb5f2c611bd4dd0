import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-cli.ts';

/** The folders staff edit, copied as they are shipped. */
const STAFF_FOLDERS = ['schemas', 'uischemas', 'texts-and-settings', 'tenants'];

/** A change a staff member makes to one file's text (as typed in an editor, so positions are real). */
export interface Edit {
  file: string;
  change: (text: string) => string;
}

/** Replaces `from` once in the file's text; a test whose `from` no longer occurs fails loudly instead of passing. */
export function replaceOnce(file: string, from: string, to: string): Edit {
  return {
    file,
    change: (text) => {
      if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the test`);
      return text.replace(from, to);
    },
  };
}

/** A temporary copy of the real staff folders with the edits applied; returns its root. */
export function copyOfStaffFiles(edits: readonly Edit[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'staff-files-'));
  for (const folder of STAFF_FOLDERS) cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  for (const edit of edits) {
    const path = join(root, edit.file);
    writeFileSync(path, edit.change(readFileSync(path, 'utf8')));
  }
  return root;
}
