import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace } from '../../../src/cli/preview/checker.ts';
import { STAFF_FOLDERS } from '../../../src/shared/staff-folders.ts';
import { createWorkspace, type Workspace } from '../../../src/cli/preview/workspace.ts';
import { applyGuideExample, guideExamples } from '../../support/staff-guide-examples.ts';
import { ROOT } from './run-cli.ts';

const made: Array<Workspace | string> = [];
afterAll(() => made.forEach((thing) => (typeof thing === 'string' ? rmSync(thing, { recursive: true, force: true }) : thing.remove())));

/** A copy of the staff folders, as staff make one before editing. */
function staffCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'staff-copy-'));
  made.push(copy);
  for (const folder of STAFF_FOLDERS) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
  return copy;
}

describe('the staff guide', () => {
  it('has the worked examples staff need', () => {
    expect(guideExamples()).toEqual(expect.arrayContaining(['add-question', 'change-message', 'add-option', 'raise-maximum', 'add-tenant']));
  });

  // Each example as staff apply it, alone, on a fresh copy: the checker then finds nothing wrong.
  it.each(guideExamples())('example "%s" applied to a copy of the files passes the checker', { timeout: 60_000 }, async (example) => {
    const copy = staffCopy();
    applyGuideExample(copy, example);
    const workspace = createWorkspace(ROOT, copy);
    made.push(workspace);
    expect(await checkWorkspace(workspace.root)).toEqual([]);
  });
});
