import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { MODULE_YIELD, moduleYields, withModuleYields } from '../../../scripts/vite-module-yields.ts';

// An entry importing a chain of ES modules and a CommonJS one; each module logs itself as it is evaluated, and the
// first also queues an immediate, which logs once the current task is over (before any timer a pause waits for: Node
// runs immediates in the phase after timers).
const dir = mkdtempSync(join(tmpdir(), 'module-yields-'));
const names = ['one', 'two', 'three', 'four'];
names.forEach((name, index) => {
  const previous = index > 0 ? `import "./${names[index - 1]}.mjs";\n` : 'setImmediate(() => globalThis.yieldLog.push("next task"));\n';
  const padding = `export const ${name}Text = ${JSON.stringify('x'.repeat(200))};\n`;
  writeFileSync(join(dir, `${name}.mjs`), `${previous}globalThis.yieldLog.push("${name}");\n${padding}`);
});
writeFileSync(join(dir, 'counter.cjs'), 'globalThis.yieldLog.push("counter");\nexports.count = 3;\n');
writeFileSync(
  join(dir, 'entry.mjs'),
  'import "./four.mjs";\nimport { count } from "./counter.cjs";\nglobalThis.yieldLog.push("entry " + count);\nexport const done = true;\n',
);

async function bundled(segmentCode?: number): Promise<string> {
  const build = await rolldown({
    input: join(dir, 'entry.mjs'),
    logLevel: 'silent',
    plugins: segmentCode ? [moduleYields(segmentCode)] : [],
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output[0].code;
}

let evaluations = 0;

/** What the bundle logs as it is evaluated, in order, and its exports. */
async function evaluate(code: string): Promise<{ log: string[]; done: unknown }> {
  const log: string[] = [];
  Object.assign(globalThis, { yieldLog: log });
  // A module's URL is evaluated once per process: each evaluation gets a URL of its own (a retried test too).
  evaluations += 1;
  const url = `data:text/javascript;base64,${Buffer.from(`${code}\n// evaluation ${evaluations}\n`).toString('base64')}`;
  const exports = (await import(url)) as { done: unknown };
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { log, done: exports.done };
}

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  Reflect.deleteProperty(globalThis, 'yieldLog');
});

describe('pauses between the entry chunk’s modules', () => {
  it('runs the modules in one task without pauses, in tasks of their own with them, in the same order', async () => {
    const whole = await evaluate(await bundled());
    expect(whole.log).toEqual(['one', 'two', 'three', 'four', 'counter', 'entry 3', 'next task']);
    // Every module is past 200 characters: a pause before each one after the first.
    const paused = await evaluate(await bundled(200));
    const modules = (log: string[]) => log.filter((entry) => entry !== 'next task');
    expect(modules(paused.log)).toEqual(modules(whole.log));
    expect(paused.log.indexOf('next task')).toBe(1);
    expect(paused.done).toBe(true);
  });

  it('keeps modules together up to the segment’s size', async () => {
    const modules = ['AAAA', 'BBBB', 'CCCC', 'DDDD'];
    const chunk = `head;\n${modules.join('\n')}\ntail;`;
    const cut = withModuleYields(chunk, modules, 8);
    expect(cut).toBe(`head;\nAAAA\nBBBB\n${MODULE_YIELD}CCCC\nDDDD\ntail;`);
    expect(withModuleYields(chunk, modules, 100)).toBe(chunk);
    // A module the chunk does not hold (or holds no code for) is passed over.
    expect(withModuleYields(chunk, [null, 'ZZZZ', ...modules], 4).split(MODULE_YIELD)).toHaveLength(4);
  });
});
