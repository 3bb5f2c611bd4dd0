import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
  /** Working folder: one LibreOffice profile per concurrent conversion lives here, and each job's files. */
  workDir: string;
  timeoutMs: number;
}

/**
 * .docx → PDF by LibreOffice headless. Two conversions never share a profile (LibreOffice locks it): each takes a
 * profile from a pool for its run, so a warm profile is reused (its first start costs seconds) but never shared.
 */
export function createSofficeConverter(options: SofficeOptions) {
  const free: string[] = [];
  let made = 0;

  async function run(args: string[], signal: AbortSignal): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(options.binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
      let stderr = '';
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
        if (code === 0) resolve();
        else reject(new Error(`soffice exited with ${code}: ${stderr.trim()}`));
      });
    });
  }

  return {
    async convert(docx: Uint8Array, signal: AbortSignal): Promise<Uint8Array> {
      const profile = free.pop() ?? join(options.workDir, `profile-${(made += 1)}`);
      const jobDir = join(options.workDir, `job-${randomUUID()}`);
      await mkdir(jobDir, { recursive: true });
      let healthy = true;
      try {
        await writeFile(join(jobDir, 'document.docx'), docx);
        await run(
          [
            `-env:UserInstallation=${pathToFileURL(profile).href}`,
            '--headless',
            '--invisible',
            '--nologo',
            '--norestore',
            '--nolockcheck',
            '--convert-to',
            'pdf:writer_pdf_Export',
            '--outdir',
            jobDir,
            join(jobDir, 'document.docx'),
          ],
          signal,
        );
        const output = join(jobDir, 'document.pdf');
        if (!existsSync(output)) throw new Error('soffice wrote no PDF');
        return await readFile(output);
      } catch (error) {
        // A killed LibreOffice may leave its profile locked or half-written: start the next one afresh.
        healthy = false;
        await rm(profile, { recursive: true, force: true });
        throw error;
      } finally {
        if (healthy) free.push(profile);
        await rm(jobDir, { recursive: true, force: true });
      }
    },
    async close(): Promise<void> {
      await rm(options.workDir, { recursive: true, force: true });
    },
  };
}

export type SofficeConverter = ReturnType<typeof createSofficeConverter>;
