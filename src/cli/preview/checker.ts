import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** One problem the staff checker found: where, and what is wrong. */
export interface CheckProblem {
  file: string;
  line: number | null;
  column: number | null;
  pointer: string;
  message: string;
}

/**
 * The checker writes a problem as `file:line:column  /pointer  message` (or `file /pointer: message`); a line in
 * neither shape is kept whole as the message, so nothing it says is lost.
 */
function parseProblemLine(line: string): CheckProblem {
  const positioned = /^(\S+?):(\d+):(\d+)\s+(\S*)\s+(.*)$/.exec(line);
  if (positioned) {
    const [, file, row, column, pointer, message] = positioned;
    return { file, line: Number(row), column: Number(column), pointer, message };
  }
  const pointed = /^(\S+)\s+(\/\S*|#\S*):\s+(.*)$/.exec(line);
  if (pointed) return { file: pointed[1], line: null, column: null, pointer: pointed[2], message: pointed[3] };
  return { file: '', line: null, column: null, pointer: '', message: line };
}

/** Runs `npm run schemas:check` over the workspace's files; the problems it refuses (none when they pass; translation gaps pass). */
export function checkWorkspace(root: string): Promise<CheckProblem[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/schemas-check.ts'], {
      cwd: root,
      // Problems are written to stderr; stdout holds the summary and the translation gaps, which pass the check.
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve([]);
      const lines = output.split('\n').filter((line) => line.trim() !== '' && !/^schemas:check: \d+ problem/.test(line));
      resolve(
        lines.length > 0 ? lines.map(parseProblemLine) : [{ file: '', line: null, column: null, pointer: '', message: `the checker stopped with exit code ${code}` }],
      );
    });
  });
}
