import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of src/cli's tools as a separate process, in `cwd` (default the project root). */
export function runCli(script: string, args: string[], cwd = ROOT): CliResult {
  const result = spawnSync(TSX, [join(ROOT, 'src/cli', script), ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
