import type { Plugin } from 'vite';

/** The bundler's wrapper of a CommonJS module: its body as an arrow function, run on the module's first require. */
const WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

/**
 * Each CommonJS module's body (React DOM's is about 200 KB) as a parenthesized function expression instead of an
 * arrow function: V8 compiles such a function with the script that holds it, off the main thread as the script
 * streams in, where an arrow function's body is compiled on the main thread when first called. React DOM's, run when
 * the entry first requires it, was the longest task of a first visit (60-80 ms on this machine at a phone's 4x CPU
 * slowdown, 250-330 ms). The bodies run as before: called without a receiver in a strict-mode module, and no module
 * reads `this` or `arguments` at its top level.
 */
export function eagerCommonJs(code: string): string {
  return code.replace(WRAPPER, (_, params: string) => `__commonJSMin((function(${params}) {`);
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const eager = eagerCommonJs(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
