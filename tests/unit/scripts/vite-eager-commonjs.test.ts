import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { eagerCommonJs } from '../../../scripts/vite-eager-commonjs.ts';

// An ES module importing two CommonJS modules (one also reading `module`), bundled as the browser build bundles.
const dir = mkdtempSync(join(tmpdir(), 'eager-cjs-'));
writeFileSync(join(dir, 'counter.cjs'), 'let count = 0;\nexports.next = function next() { count += 1; return count; };\n');
writeFileSync(join(dir, 'greeting.cjs'), 'module.exports = function greet(name) { return "Hello, " + name; };\n');
writeFileSync(
  join(dir, 'entry.mjs'),
  'import { next } from "./counter.cjs";\nimport greet from "./greeting.cjs";\nexport const result = [next(), next(), greet("Ada")];\n',
);

async function bundled(): Promise<string> {
  const build = await rolldown({ input: join(dir, 'entry.mjs'), logLevel: 'silent' });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output[0].code;
}

/** The bundle's exports, evaluated as a module. */
async function evaluate(code: string): Promise<{ result: unknown[] }> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<{ result: unknown[] }>;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CommonJS bodies compiled with their script', () => {
  it('turns every wrapper the bundler writes into a parenthesized function expression', async () => {
    const code = await bundled();
    expect(code.match(/__commonJSMin\(\(\(/g)).toHaveLength(2);
    const eager = eagerCommonJs(code);
    expect(eager.match(/__commonJSMin\(\(function\(/g)).toHaveLength(2);
    expect(eager).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('leaves what the modules export unchanged', async () => {
    const code = await bundled();
    expect((await evaluate(eagerCommonJs(code))).result).toEqual([1, 2, 'Hello, Ada']);
    expect((await evaluate(code)).result).toEqual([1, 2, 'Hello, Ada']);
  });
});
