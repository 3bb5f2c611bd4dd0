import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The tools that shut a converter in: bubblewrap for namespaces and mounts, util-linux's prlimit for rlimits. */
export interface Sandbox {
  bwrap: string;
  prlimit: string;
}

/** What one sandboxed process may use (texts-and-settings/file-upload.json, `docxSandbox`). */
export interface SandboxLimits {
  /** RLIMIT_AS: address space, so a document that makes LibreOffice allocate without end is killed instead. */
  memoryBytes: number;
  /** RLIMIT_CPU: CPU seconds of each process. */
  cpuSeconds: number;
  /** RLIMIT_FSIZE: the largest file a process may write. */
  fileBytes: number;
  /** Size of the private /tmp (memory-backed). */
  tmpBytes: number;
}

export const SANDBOX_TOOLS = 'bubblewrap (bwrap) and prlimit (util-linux)';

function onPath(name: string, env: Record<string, string | undefined>): string | null {
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (folder && existsSync(join(folder, name))) return join(folder, name);
  }
  return null;
}

/** bwrap and prlimit on PATH, or the names of the ones missing. */
export function findSandbox(env: Record<string, string | undefined> = process.env): Sandbox | { missing: string[] } {
  const bwrap = onPath('bwrap', env);
  const prlimit = onPath('prlimit', env);
  if (bwrap && prlimit) return { bwrap, prlimit };
  return { missing: [...(bwrap ? [] : ['bwrap']), ...(prlimit ? [] : ['prlimit'])] };
}

/** The root's program folders as this system has them: symlinks into /usr (merged /usr) or folders of their own. */
function rootFolders(): string[] {
  const args: string[] = [];
  for (const name of ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32']) {
    const path = `/${name}`;
    if (!existsSync(path)) continue;
    if (lstatSync(path).isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
    else args.push('--ro-bind', path, path);
  }
  return args;
}

/** What a program reads outside /usr: fonts and their cache, LibreOffice's own settings, the loader's cache. */
const READ_ONLY_EXTRAS = ['/etc/fonts', '/etc/libreoffice', '/etc/ld.so.cache', '/etc/alternatives', '/var/cache/fontconfig'];

export interface SandboxedRun {
  /** The one folder the command sees besides the system's programs, writable, at the same path as outside. */
  folder: string;
  /** More folders to show read-only (a program installed outside /usr). */
  readOnly?: string[];
}

/**
 * The command line that runs `command` shut in: no network (a network namespace with nothing but its own loopback),
 * no other process, no capability, no file of the host but /usr, fonts and LibreOffice's settings read-only, and
 * `folder` read-write; a private /tmp, an environment of its own, and rlimits on memory, CPU and file size.
 * The server's data folder, other jobs' folders and the host's services are out of its reach.
 */
export function sandboxed(sandbox: Sandbox, limits: SandboxLimits, run: SandboxedRun, command: string, args: string[]): { file: string; args: string[] } {
  const lang = process.env.LANG ?? 'C.UTF-8';
  const bwrapArgs = [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--ro-bind',
    '/usr',
    '/usr',
    ...rootFolders(),
    ...READ_ONLY_EXTRAS.flatMap((path) => ['--ro-bind-try', path, path]),
    ...(run.readOnly ?? []).flatMap((path) => ['--ro-bind', path, path]),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--bind',
    run.folder,
    run.folder,
    '--chdir',
    run.folder,
    '--clearenv',
    '--setenv',
    'HOME',
    run.folder,
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'LANG',
    lang,
    '--',
    sandbox.prlimit,
    `--as=${limits.memoryBytes}`,
    `--cpu=${limits.cpuSeconds}`,
    `--fsize=${limits.fileBytes}`,
    '--',
    command,
    ...args,
  ];
  return { file: sandbox.bwrap, args: bwrapArgs };
}

/**
 * Runs `true` in the sandbox once: null when it works, else why not (bwrap needs user namespaces, or root, and a
 * kernel that lets it make them; some container runtimes forbid them).
 */
export async function probeSandbox(sandbox: Sandbox, limits: SandboxLimits, folder: string): Promise<string | null> {
  const { file, args } = sandboxed(sandbox, limits, { folder }, '/usr/bin/true', []);
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-500)));
    child.on('error', (error) => resolve(String(error)));
    child.on('exit', (code) => resolve(code === 0 ? null : `${file} exited with ${code}: ${stderr.trim()}`));
  });
}
