import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Per landing page, the modules it imports to show itself (its page's and its frame's), by path. */
export type FirstLoads = Record<string, string[]>;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/**
 * A package's index re-exporting all of it: a module reaching one through its imports would count every component of
 * the package as used (the bundler drops the unused ones later), so the app imports MUI's components by their own
 * paths (`@mui/material/Button`).
 */
const BARREL = /node_modules[\\/]@mui[\\/](material|icons-material)[\\/]esm[\\/]index\.js$/;

/** The bundler's own helpers, asked for by every chunk. */
const RUNTIME = /^\0rolldown[\\/]runtime/;

/** A package's module. */
const LIBRARY = /[\\/]node_modules[\\/]/;

/** Every module `roots` import, directly or not, statically (what runs when they run). */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`first-load chunks: ${id} is not in the build`);
    if (BARREL.test(id)) {
      throw new Error(`first-load chunks: import MUI by its components' paths, not from its index (${roots.join(', ')} reach ${id})`);
    }
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** The groups of a landing page's own modules, in the order they are evaluated: its libraries, then its code. */
const pageGroups = (landing: string) => [`${landing}-lib`, `${landing}-page`];

/**
 * The chunks a first visit to each landing page fetches after the entry, by their names, in the order the app
 * evaluates them (src/client/app/landing-chunks.ts): the modules the landing pages share, the page's libraries, the
 * page's own code. Each is evaluated in a task of its own.
 */
export function landingStages(landings: FirstLoads): Record<string, string[]> {
  return Object.fromEntries(Object.keys(landings).map((landing) => [landing, ['shared', ...pageGroups(landing)]]));
}

/**
 * A first visit fetches the entry and the page it lands on. Split automatically, that is one file per set of pages
 * sharing a module: 33 scripts on /about, 29 on /login, many of about a kilobyte. Each costs the phone a request, a
 * compile and a script record, and Lighthouse a preload link added by script, all on the main thread while the page
 * starts. Here the entry and all it imports (with the bundler's runtime) make one chunk, the modules the landing pages
 * share one more, and each landing page's other modules two (its libraries, its own code), so a first visit fetches
 * four scripts: the same modules, nothing another page needs (a page not listed gets what it imports from these
 * chunks, or automatic ones). A chunk's modules all run when it is evaluated: the split lets the app evaluate them a
 * chunk per task.
 */
export function firstLoadChunks(landings: FirstLoads): Plugin {
  const chunkOf = new Map<string, string>();
  const groups = ['app', 'shared', ...Object.keys(landings).flatMap(pageGroups)];
  return {
    name: 'first-load-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const shell = staticClosure(this, entries);
      const pages = Object.entries(landings).map(
        ([name, roots]) =>
          [name, [...staticClosure(this, roots.map((root) => resolve(root)))].filter((id) => !shell.has(id))] as const,
      );
      const uses = new Map<string, number>();
      for (const [, ids] of pages) for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const id of shell) chunkOf.set(id, 'app');
      for (const [name, ids] of pages) {
        const [lib, page] = pageGroups(name);
        for (const id of ids) chunkOf.set(id, uses.get(id)! > 1 ? 'shared' : LIBRARY.test(id) ? lib : page);
      }
    },
    generateBundle(_options, bundle) {
      // A stage's chunk may import only chunks evaluated before it: importing a later one would evaluate that one out
      // of turn, or, in a cycle, run code before what it uses. (A group takes in what its modules import, so a
      // library's imports stay with it.)
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const names of Object.values(landingStages(landings))) {
        const files = names.map((name) => chunks.find((chunk) => chunk.name === name));
        files.forEach((chunk, index) => {
          const later = files.slice(index + 1).filter((other) => other && chunk?.imports.includes(other.fileName));
          if (later.length === 0) return;
          const imported = later.map((other) => other!.fileName).join(', ');
          throw new Error(`first-load chunks: ${chunk!.fileName} imports ${imported}, evaluated after it`);
        });
      }
    },
    // A page's module may then live in its group's chunk, not behind a chunk of its own re-exporting it.
    options: (options) => ({ ...options, preserveEntrySignatures: false }),
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: groups.map((name, index) => ({
            name,
            test: (id: string) => chunkOf.get(id) === name || (name === 'app' && RUNTIME.test(id)),
            priority: groups.length - index,
          })),
        },
      };
    },
  };
}
