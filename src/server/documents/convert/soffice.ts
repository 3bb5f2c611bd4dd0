import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sandboxed, type Sandbox, type SandboxLimits } from './sandbox.ts';

/** `soffice` on PATH (or SOFFICE_PATH), or null when LibreOffice is not installed. */
export function findSoffice(env: Record<string, string | undefined> = process.env): string | null {
  if (env.SOFFICE_PATH) return existsSync(env.SOFFICE_PATH) ? env.SOFFICE_PATH : null;
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (folder && existsSync(join(folder, 'soffice'))) return join(folder, 'soffice');
  }
  return null;
}

export interface SofficeOptions {
  binary: string;
  /** Working folder: the template profile, one profile per conversion and each job's files live here. */
  workDir: string;
  timeoutMs: number;
  /**
   * Where LibreOffice runs: shut in its job's folder with no network (sandbox.ts), or null to run it as the server's
   * own process (only where the operator opted out, SOFFICE_SANDBOX=off).
   */
  sandbox: { tools: Sandbox; limits: SandboxLimits } | null;
}

/** LibreOffice's common flags for a run without any window, dialog or document recovery. */
const HEADLESS = ['--headless', '--invisible', '--nologo', '--norestore', '--nolockcheck'];

const profileArg = (profile: string) => `-env:UserInstallation=${pathToFileURL(profile).href}`;

/**
 * The setting that tells LibreOffice its profile has already seen this version. Without it every start counts as
 * "first start after an upgrade" and runs the VCL graphics self-tests (GraphicsRenderTests: 4096×4096 bitmaps,
 * about 6 s of CPU), because a headless conversion never records the version itself.
 */
function lastVersionItem(version: string): string {
  return `<item oor:path="/org.openoffice.Setup/Product"><prop oor:name="ooSetupLastVersion" oor:op="fuse"><value>${version}</value></prop></item>`;
}

/**
 * Settings that keep a document from reaching anything outside itself, whatever it contains: no link is followed for
 * a document from an untrusted place (BlockUntrustedRefererLinks), Writer never updates links (fields, sections,
 * linked OLE objects) while loading, no macro runs, and an embedded Word file stays a picture instead of being
 * opened as a document of its own. The sandbox stops what these settings miss.
 */
const GUARDS = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  // 3: "very high", only macros from trusted places, and there are none.
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  // 0: never (Writer's link update modes are NEVER, MANUAL, AUTOMATIC; MANUAL, the default, asks, and no one answers).
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '0'],
  ['/org.openoffice.Office.Common/Filter/Microsoft/Import', 'WinWordToWriter', 'false'],
]
  .map(([path, name, value]) => `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`)
  .join('\n');

const registryOf = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${items}\n</oor:items>\n`;

/**
 * .docx → PDF by LibreOffice headless, each conversion in a profile of its own (LibreOffice locks its profile, and
 * no job sees another's settings or files). A fresh profile costs seconds at LibreOffice's first start, so one
 * template profile is initialised per process (on the first conversion) and copied for each job.
 */
export function createSofficeConverter(options: SofficeOptions) {
  const closing = new AbortController();
  let template: Promise<string> | null = null;

  /** LibreOffice installed outside /usr (SOFFICE_PATH) is shown to the sandbox read-only. */
  const installDir = dirname(dirname(realpathSync(options.binary)));
  const readOnly = installDir.startsWith('/usr/') ? [] : [installDir];

  /** Runs soffice with `folder` as the only place it may write (and, sandboxed, the only one it sees). */
  async function run(folder: string, args: string[], signal: AbortSignal): Promise<string> {
    const command = options.sandbox
      ? sandboxed(options.sandbox.tools, options.sandbox.limits, { folder, readOnly }, options.binary, args)
      : { file: options.binary, args };
    return new Promise<string>((resolve, reject) => {
      // Aborted while the profile was being prepared: an abort event will not come again, so never start.
      if (signal.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      // Its own process group, killed as one; in the sandbox, killing bwrap also ends everything inside it.
      const child = spawn(command.file, command.args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-2000)));
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      // The whole process group: soffice starts oosplash and soffice.bin.
      const kill = () => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      const timer = setTimeout(() => {
        kill();
        reject(new Error(`soffice timed out after ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      const onAbort = () => {
        kill();
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        if (code === 0) resolve(stdout);
        else reject(new Error(`soffice exited with ${code}: ${stderr.trim()}`));
      });
    });
  }

  /** An initialised profile that knows this LibreOffice version: a tiny text file converted once with it. */
  async function makeTemplate(): Promise<string> {
    const signal = closing.signal;
    const dir = join(options.workDir, 'template');
    await rm(dir, { recursive: true, force: true });
    await mkdir(join(dir, 'profile', 'user'), { recursive: true });
    const version = /\b(\d+)\.(\d+)\.\d+/.exec(await run(dir, ['--version'], signal));
    const items = version ? `${lastVersionItem(`${version[1]}.${version[2]}`)}\n${GUARDS}` : GUARDS;
    await writeFile(join(dir, 'profile', 'user', 'registrymodifications.xcu'), registryOf(items));
    await writeFile(join(dir, 'first-start.txt'), 'LibreOffice profile template\n');
    await run(dir, [profileArg(join(dir, 'profile')), ...HEADLESS, '--convert-to', 'pdf', '--outdir', dir, join(dir, 'first-start.txt')], signal);
    return join(dir, 'profile');
  }

  /** The template, made once; a failed attempt is forgotten so the next conversion tries again. */
  function templateProfile(): Promise<string> {
    template ??= makeTemplate().catch((error: unknown) => {
      template = null;
      throw error;
    });
    return template;
  }

  return {
    async convert(docx: Uint8Array, signal: AbortSignal): Promise<Uint8Array> {
      const jobDir = join(options.workDir, `job-${randomUUID()}`);
      const profile = join(jobDir, 'profile');
      await mkdir(jobDir, { recursive: true });
      try {
        await cp(await templateProfile(), profile, { recursive: true });
        await writeFile(join(jobDir, 'document.docx'), docx);
        await run(jobDir, [profileArg(profile), ...HEADLESS, '--convert-to', 'pdf:writer_pdf_Export', '--outdir', jobDir, join(jobDir, 'document.docx')], signal);
        const output = join(jobDir, 'document.pdf');
        if (!existsSync(output)) throw new Error('soffice wrote no PDF');
        return await readFile(output);
      } finally {
        await rm(jobDir, { recursive: true, force: true });
      }
    },
    async close(): Promise<void> {
      closing.abort(new Error('the converter is closing'));
      await template?.catch(() => undefined);
      await rm(options.workDir, { recursive: true, force: true });
    },
  };
}

export type SofficeConverter = ReturnType<typeof createSofficeConverter>;
