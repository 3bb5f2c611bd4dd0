import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propNamesAsSet } from '../../../scripts/vite-prop-names-set.ts';

// The module the browser build transforms, as installed.
const require = createRequire(import.meta.url);
const emotionModule = readFileSync(join(dirname(require.resolve('@emotion/is-prop-valid/package.json')), 'dist/emotion-is-prop-valid.esm.js'), 'utf8');

/** The `reactPropsRegex` a module's source defines (the line that declares it, evaluated). */
const propsTest = (code: string): { test(prop: string): boolean } => {
  const declarations = code.match(/^var reactProp.*$/m)![0];
  return new Function(`${declarations}\nreturn reactPropsRegex;`)() as { test(prop: string): boolean };
};

const original = propsTest(emotionModule);
const transformed = propsTest(propNamesAsSet(emotionModule));
const listed = /\^\(\(([\w|]+)\)/.exec(emotionModule)![1].split('|');

describe('emotion’s prop test with its names in a Set', () => {
  it('leaves a Set and no long regular expression', () => {
    const code = propNamesAsSet(emotionModule);
    expect(code).toContain('new Set(');
    expect(code).not.toMatch(/\/\^\(\(children\|/);
    expect(listed.length).toBeGreaterThan(300);
  });

  it('answers as emotion’s regular expression does for every listed name, prefix and near miss', () => {
    const near = listed.flatMap((name) => [name.toUpperCase(), `${name}x`, name.slice(1), `${name}\n`]);
    const prefixed = ['data-id', 'DATA-x', 'Data-', 'aria-label', 'ARIA-hidden', 'x-y', 'X-y', 'data', 'aria', 'x', 'xdata-a'];
    const others = ['', 'ownerState', 'sx', 'as', 'onClick', 'on', 'theme', 'data-\n', 'hasOwnProperty', '__proto__'];
    for (const prop of [...listed, ...near, ...prefixed, ...others]) {
      expect(transformed.test(prop), prop).toBe(original.test(prop));
    }
  });

  it('fails the build when emotion’s module has changed shape', () => {
    expect(() => propNamesAsSet('var reactPropsRegex = /^(a|b)$/;')).toThrow(/no longer has the expected/);
  });
});
