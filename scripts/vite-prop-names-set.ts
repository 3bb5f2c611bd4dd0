import type { Plugin } from 'vite';

const MODULE = /@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js$/;
// emotion's test of which props reach the DOM: one regular expression of some 400 names or'd with three prefixes.
const PROPS_REGEX = /var reactPropsRegex = \/\^\(\(([\w|]+)\)\|\((\(.+\)-\.\*)\)\)\$\/;/;

/**
 * The same test as emotion's, the names in a Set: V8 compiles a regular expression on its first use, and emotion's
 * (run when the first styled component is made, in the task that evaluates MUI) took 6-10 ms of a task on this
 * machine, four times that on a phone. The prefixes stay a (small) regular expression. The build fails if emotion's
 * module no longer has that shape, rather than leaving the slow one in silently.
 */
export function propNamesAsSet(code: string): string {
  const match = PROPS_REGEX.exec(code);
  if (!match) throw new Error('prop-names-set: @emotion/is-prop-valid no longer has the expected reactPropsRegex');
  const [statement, names, prefixes] = match;
  const replacement =
    `var reactPropNames = new Set(${JSON.stringify(names)}.split("|"));` +
    `var reactPropPrefixes = /^(${prefixes})$/;` +
    'var reactPropsRegex = { test: function (prop) { return reactPropNames.has(prop) || reactPropPrefixes.test(prop); } };';
  return code.replace(statement, () => replacement);
}

/** Applies `propNamesAsSet` to emotion's module in the production build (the dev server pre-bundles it as it is). */
export function propNamesSet(): Plugin {
  return {
    name: 'prop-names-set',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      return { code: propNamesAsSet(code), map: null };
    },
  };
}
