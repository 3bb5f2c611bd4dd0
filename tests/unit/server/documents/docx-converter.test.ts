// Which converter a server gets: LibreOffice only inside its sandbox, none without the sandbox tools (and a warning
// naming them), or unsandboxed only when the operator says SOFFICE_SANDBOX=off.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpDocxConverter } from '../../../../src/server/documents/convert/docx-converter.ts';
import { findSoffice } from '../../../../src/server/documents/convert/soffice.ts';

const root = mkdtempSync(join(tmpdir(), 'docx-converter-'));
// A PATH with LibreOffice and nothing else.
const onlySoffice = join(root, 'bin');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('setUpDocxConverter', () => {
  const soffice = findSoffice();
  if (!soffice) throw new Error('LibreOffice is needed for these tests: apt-get install libreoffice-writer-nogui');

  it('gives no converter without bwrap and prlimit, and a warning that names them', async () => {
    rmSync(onlySoffice, { recursive: true, force: true });
    mkdirSync(onlySoffice, { recursive: true });
    symlinkSync(soffice, join(onlySoffice, 'soffice'));
    const setup = await setUpDocxConverter(join(root, 'work-1'), { PATH: onlySoffice });
    expect(setup.converter).toBeNull();
    expect(setup.warning).toMatch(/^bwrap and prlimit not found on PATH: \.docx uploads are not converted .*SOFFICE_SANDBOX=off/);
  });

  it('runs LibreOffice unsandboxed only when SOFFICE_SANDBOX=off, and says so', async () => {
    const setup = await setUpDocxConverter(join(root, 'work-2'), { PATH: onlySoffice, SOFFICE_SANDBOX: 'off' });
    expect(setup.converter).not.toBeNull();
    expect(setup.warning).toMatch(/without its sandbox/);
    await setup.converter?.close();
  });

  it('uses the sandbox where its tools work, without a warning', async () => {
    const setup = await setUpDocxConverter(join(root, 'work-3'));
    expect(setup.warning).toBeNull();
    expect(setup.converter).not.toBeNull();
    await setup.converter?.close();
  });
});
