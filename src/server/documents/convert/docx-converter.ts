import { mkdir } from 'node:fs/promises';
import { fileUpload } from '../../../shared/documents/file-rules.ts';
import { findSandbox, probeSandbox, SANDBOX_TOOLS } from './sandbox.ts';
import { createSofficeConverter, findSoffice, type SofficeConverter } from './soffice.ts';

export interface DocxConverterSetup {
  /** null: .docx uploads cannot be converted here (`warning` says why). */
  converter: SofficeConverter | null;
  /** One line for the operator, or null when LibreOffice runs in its sandbox. */
  warning: string | null;
}

/**
 * LibreOffice for .docx, always in its sandbox: without bwrap and prlimit (or where bwrap cannot make its
 * namespaces) .docx uploads are not converted at all, unless the operator opts out with SOFFICE_SANDBOX=off.
 * A document is attacker-controlled input to a large parser; unsandboxed, a link or a parser flaw reaches every file
 * and host the server can reach.
 */
export async function setUpDocxConverter(workDir: string, env: Record<string, string | undefined> = process.env): Promise<DocxConverterSetup> {
  const binary = findSoffice(env);
  if (!binary)
    return { converter: null, warning: 'LibreOffice (soffice) not found: .docx uploads cannot be converted. Install it: apt-get install libreoffice-writer-nogui' };
  const base = { binary, workDir, timeoutMs: fileUpload.conversionTimeoutMs };
  if (env.SOFFICE_SANDBOX?.trim() === 'off') {
    return {
      converter: createSofficeConverter({ ...base, sandbox: null }),
      warning: 'SOFFICE_SANDBOX=off: LibreOffice converts .docx uploads without its sandbox, with the network and every file the server can reach',
    };
  }
  const tools = findSandbox(env);
  const refused = '.docx uploads are not converted (set SOFFICE_SANDBOX=off to convert them without the sandbox)';
  if ('missing' in tools)
    return { converter: null, warning: `${tools.missing.join(' and ')} not found on PATH: ${refused}. Install ${SANDBOX_TOOLS}: apt-get install bubblewrap util-linux` };
  const limits = fileUpload.docxSandbox;
  await mkdir(workDir, { recursive: true });
  const failure = await probeSandbox(tools, limits, workDir);
  if (failure) return { converter: null, warning: `the LibreOffice sandbox does not start here (${failure}): ${refused}` };
  return { converter: createSofficeConverter({ ...base, sandbox: { tools, limits } }), warning: null };
}
