/**
 * V8's explicit compile hint: with `//# allFunctionsCalledOnLoad` on a script's first line, V8 compiles every function
 * in it together with the script, on a background thread as the script streams in, instead of each on the main thread
 * when first called. Worth it for a chunk whose functions a first visit calls almost all of: React's (React DOM's
 * body runs as soon as the app starts). Added after minification (rolldown's `output.postBanner`), so it stays first.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks given the hint, by name (scripts/chunk-groups.ts names the groups). */
const EAGER_CHUNKS = new Set(['react']);

export function compileHintBanner(chunk: { name: string }): string {
  return EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : '';
}
