import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createSofficeConverter, findSoffice } from '../../../../src/server/documents/convert/soffice.ts';
import { findSandbox } from '../../../../src/server/documents/convert/sandbox.ts';
import { fileUpload } from '../../../../src/shared/documents/file-rules.ts';
import { makeDocx } from '../../../support/document-fixtures.ts';

const binary = findSoffice();
if (!binary) throw new Error('LibreOffice is needed for these tests: apt-get install libreoffice-writer-nogui');
const workDir = join(mkdtempSync(join(tmpdir(), 'soffice-test-')), 'work');
const tools = findSandbox();
if ('missing' in tools) throw new Error(`The LibreOffice sandbox is needed for these tests: ${tools.missing.join(', ')} (apt-get install bubblewrap)`);
const converter = createSofficeConverter({ binary, workDir, timeoutMs: 120_000, sandbox: { tools, limits: fileUpload.docxSandbox } });
afterAll(() => converter.close());

describe('LibreOffice converter', () => {
  it('converts two .docx at once, each in a profile of its own copied from one template that knows the version, and leaves no job files', async () => {
    const docx = await makeDocx();
    const signal = new AbortController().signal;
    const pdfs = await Promise.all([converter.convert(docx, signal), converter.convert(docx, signal)]);
    for (const pdf of pdfs) expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(0);
    expect(readdirSync(workDir)).toEqual(['template']);

    // The template knows this LibreOffice version, so no start runs the graphics self-tests.
    const user = join(workDir, 'template', 'profile', 'user');
    const registry = readFileSync(join(user, 'registrymodifications.xcu'), 'utf8');
    expect(registry).toMatch(/oor:name="ooSetupLastVersion" oor:op="fuse"><value>\d+\.\d+<\/value>/);
    // The guards against links and macros survive LibreOffice's own rewrite of the file at its first start.
    expect(registry).toMatch(/Security\/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true<\/value>/);
    expect(registry).toMatch(/Content\/Update"><prop oor:name="Link" oor:op="fuse"><value>0<\/value>/);
    // LibreOffice writes this log whenever it runs the self-tests (several seconds of CPU per start).
    expect(existsSync(join(user, 'GraphicsRenderTests.log'))).toBe(false);
  });

  it('removes its working folder when closed', async () => {
    await converter.close();
    expect(existsSync(workDir)).toBe(false);
  });
});
