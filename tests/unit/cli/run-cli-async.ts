import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, type CliResult } from './run-cli.ts';

const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** Runs one of src/cli's tools as a separate process without blocking, so several runs can overlap. */
export function runCliAsync(script: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [join(ROOT, 'src/cli', script), ...args], { cwd: ROOT, env: { ...process.env, ...env }, timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
