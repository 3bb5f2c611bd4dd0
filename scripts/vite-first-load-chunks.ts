import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Per landing page, the modules it imports to show itself (its page's and its frame's), by path. */
export type FirstLoads = Record<string, string[]>;

export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
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
 * A group's modules are cut into pieces of about this much code (as the bundler reads it, before minifying), each
 * a chunk evaluated in a task of its own: evaluating a whole group at once took a phone's CPU up to 150 ms.
 */
export const PIECE_CODE = 60_000;
/**
 * The entry is cut in two, at React DOM: its modules mostly define functions (React DOM, the router, MUI's styling
 * engine), quicker to evaluate per byte than the landing pages' code, which styles components as it loads, and each
 * more file costs about a kilobyte on the wire (each is compressed alone: four pieces took /login past its 150 KB).
 */
const APP_PIECE_CODE = 16 * PIECE_CODE;
/** The most pieces a group is cut into (the rest of a larger group stays in its last piece). */
const MAX_PIECES = 6;

/** The chunk names of a group's pieces, in evaluation order: the group's own name, then `-2`, `-3`... */
const piecesOf = (group: string) => Array.from({ length: MAX_PIECES }, (_, index) => (index === 0 ? group : `${group}-${index + 1}`));

/**
 * The chunks a first visit to each landing page fetches after the entry, by their names, in the order the app
 * evaluates them (src/client/app/landing-chunks.ts): the modules the landing pages share, the page's libraries, the
 * page's own code, each group in its pieces. Each is evaluated in a task of its own; a name no chunk has (a group cut
 * into fewer pieces) is left out.
 */
export function landingStages(landings: FirstLoads): Record<string, string[]> {
  return Object.fromEntries(Object.keys(landings).map((landing) => [landing, ['shared', ...pageGroups(landing)].flatMap(piecesOf)]));
}

/**
 * The modules of `ids` in the order they are evaluated, each module after those it imports: strongly connected
 * parts (import cycles) in Tarjan's order, which lists a part after every part it reaches, a cycle's modules
 * together.
 */
function evaluationOrder(graph: ModuleGraph, ids: Set<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (id: string) => {
    index.set(id, index.size);
    low.set(id, index.get(id)!);
    stack.push(id);
    onStack.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!ids.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(id, Math.min(low.get(id)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(id, Math.min(low.get(id)!, index.get(next)!));
    }
    if (low.get(id) !== index.get(id)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== id);
    parts.push(part);
  };
  for (const id of ids) if (!index.has(id)) visit(id);
  return parts;
}

/**
 * Cuts a group into pieces along its evaluation order, so each piece imports only the pieces before it (and earlier
 * groups): evaluating the pieces one after another runs the modules in the order one chunk would. Module → piece name.
 */
export function cutIntoPieces(graph: ModuleGraph, group: string, ids: Set<string>, pieceCode = PIECE_CODE): Map<string, string> {
  const pieceOf = new Map<string, string>();
  const names = piecesOf(group);
  let piece = 0;
  let size = 0;
  for (const part of evaluationOrder(graph, ids)) {
    const partSize = part.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
    if (size > 0 && size + partSize > pieceCode && piece < names.length - 1) {
      piece += 1;
      size = 0;
    }
    size += partSize;
    for (const id of part) pieceOf.set(id, names[piece]);
  }
  return pieceOf;
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
  const landingGroups = ['shared', ...Object.keys(landings).flatMap(pageGroups)];
  const groups = ['app', ...landingGroups].flatMap(piecesOf);
  const laterAppPieces = new Set(piecesOf('app').slice(1));
  return {
    name: 'first-load-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const shell = staticClosure(this, entries);
      const pages = Object.entries(landings).map(
        ([name, roots]) =>
          [
            name,
            [
              ...staticClosure(
                this,
                roots.map((root) => resolve(root)),
              ),
            ].filter((id) => !shell.has(id)),
          ] as const,
      );
      const uses = new Map<string, number>();
      for (const [, ids] of pages) for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, piece] of cutIntoPieces(this, 'app', shell, APP_PIECE_CODE)) chunkOf.set(id, piece);
      const members = new Map(landingGroups.map((group) => [group, new Set<string>()]));
      for (const [name, ids] of pages) {
        const [lib, page] = pageGroups(name);
        for (const id of ids) members.get(uses.get(id)! > 1 ? 'shared' : LIBRARY.test(id) ? lib : page)!.add(id);
      }
      for (const [group, ids] of members) for (const [id, piece] of cutIntoPieces(this, group, ids)) chunkOf.set(id, piece);
    },
    generateBundle(_options, bundle) {
      // A stage's chunk may import only chunks evaluated before it: importing a later one would evaluate that one out
      // of turn, or, in a cycle, run code before what it uses. (A group takes in what its modules import, so a
      // library's imports stay with it.)
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const names of [piecesOf('app'), ...Object.values(landingStages(landings))]) {
        const files = names.map((name) => chunks.find((chunk) => chunk.name === name));
        files.forEach((chunk, index) => {
          const later = files.slice(index + 1).filter((other) => other && chunk?.imports.includes(other.fileName));
          if (later.length === 0) return;
          const imported = later.map((other) => other!.fileName).join(', ');
          throw new Error(`first-load chunks: ${chunk!.fileName} imports ${imported}, evaluated after it`);
        });
      }
    },
    // The entry imports its pieces statically, which evaluates them all in one task: each piece after the first (the
    // entry chunk among them) first waits for a task of its own (a top-level await holds up what imports it, in order).
    renderChunk(code, chunk) {
      return laterAppPieces.has(chunk.name) || chunk.isEntry ? `await new Promise((resolve) => setTimeout(resolve));\n${code}` : null;
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
