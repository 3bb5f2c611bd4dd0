import type { Plugin } from 'vite';

/**
 * A pause in a chunk's evaluation: the rest runs in a task of its own, the browser free to answer input and paint in
 * between. `scheduler.yield()` resumes ahead of other queued tasks and is never clamped as nested timers are (4 ms
 * each past the fifth); a timer where the browser lacks it.
 */
export const MODULE_YIELD = 'await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));\n';

/**
 * The entry's modules are evaluated in pauses about this much code apart (as the bundler renders it, before
 * minifying). At a phone's 4x CPU slowdown the entry ran 170-300 ms in one task (Material's first theme, React DOM's
 * body, the app's modules); cut every 16 KB (14 pauses), a first visit's blocking time (Long Animation Frames, 12
 * interleaved visits) fell by a quarter on /about and /login, where 8 KB and 32 KB gained less.
 */
export const SEGMENT_CODE = 16_000;

/**
 * `code` (a chunk as the bundler renders it) with a pause before each module that would take the code evaluated since
 * the last pause past `segmentCode` characters. `modules` are the chunk's modules' rendered code in the chunk's
 * order; each stands at the chunk's top level, so a pause there is a top-level await, and the modules still run in
 * their order (each after what it imports). A module not found in `code` is passed over.
 */
export function withModuleYields(code: string, modules: ReadonlyArray<string | null>, segmentCode: number): string {
  const cuts: number[] = [];
  let from = 0;
  let segment = 0;
  for (const module of modules) {
    if (!module) continue;
    const at = code.indexOf(module, from);
    if (at < 0) continue;
    if (segment > 0 && segment + module.length > segmentCode) {
      cuts.push(at);
      segment = 0;
    }
    segment += module.length;
    from = at + module.length;
  }
  return cuts.reduceRight((result, at) => `${result.slice(0, at)}${MODULE_YIELD}${result.slice(at)}`, code);
}

/**
 * Pauses between the entry chunk's modules (withModuleYields). The entry already starts after a task of its own
 * (scripts/vite-first-load-chunks.ts); other first-load chunks are evaluated one per task by the app, and pauses
 * inside them measured no better.
 */
export function moduleYields(segmentCode = SEGMENT_CODE): Plugin {
  return {
    name: 'module-yields',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      const yielding = withModuleYields(
        code,
        Object.values(chunk.modules).map((module) => module.code),
        segmentCode,
      );
      return yielding === code ? null : { code: yielding, map: null };
    },
  };
}
