import { fileURLToPath } from 'node:url';

/** What the bundler tells a group's `name` function of a module: its static and dynamic imports. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The app's entry: what it imports statically runs before the first stage. */
const ENTRY = 'src/client/main.tsx';

/**
 * The modules a first visit brings, stage by stage, in the order the app imports them (src/client/main.tsx,
 * boot/start-app.tsx, app/route-modules.ts): the stages every page runs, then those of the two pages a visitor lands
 * on most and whose JavaScript has a budget. A list of modules is a stage whose modules share one chunk.
 */
export const FIRST_VISIT_STAGES = {
  every: ['src/client/app/theme.ts', 'src/client/app/App.tsx', 'src/client/boot/start-app.tsx'],
  // The account card's frame is a few hundred bytes: one chunk with the card, evaluated with it.
  login: [['src/client/app/layouts/AuthLayout.tsx', 'src/client/features/auth/components/LoginCard.tsx']],
  about: [
    'src/client/app/route-data.ts',
    'src/client/features/application/components/ApplicationProvider.tsx',
    'src/client/app/layouts/FormLayout.tsx',
    'renderers/index.ts',
    'src/shared/form/pages.ts',
    'src/client/form/FormView.tsx',
    'src/client/features/application/pages/AboutPage.tsx',
  ],
} as const;

type Landing = Exclude<keyof typeof FIRST_VISIT_STAGES, 'every'>;

/**
 * The libraries (MUI and its styling engine above all): a chunk of their own per stage, which changes only when they
 * do. A library never imports our code, so our chunks import theirs and never the other way round.
 */
const LIBRARY = /[\\/]node_modules[\\/]/;

/** Each module of the stages' static graphs, with the first stage (in their order) whose graph has it. */
function firstRootOf(stages: ReadonlyArray<string | readonly string[]>, graph: ModuleGraph): Map<string, string> {
  const first = new Map<string, string>();
  for (const stage of stages) {
    const roots = typeof stage === 'string' ? [stage] : stage;
    // Named after its first root file, or its folder for an index (renderers/index.ts: renderers).
    const name = roots[0]
      .replace(/\/index\.tsx?$/, '')
      .split('/')
      .pop()!
      .replace(/\.tsx?$/, '');
    const pending = roots.map(source);
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (first.has(id)) continue;
      first.set(id, name);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return first;
}

/**
 * A first visit's modules in one chunk per stage (per stage of each landing page, and one for what both landing pages'
 * frames share), the libraries' apart: a stage's import evaluates its chunks in a task of its own, and a landing page loads a
 * few chunks instead of one for every set of pages sharing a module (the bundler's default), each a request and a
 * separately compressed file. Modules no first visit runs are left to the default.
 */
function firstVisitChunk(): (id: string, graph: ModuleGraph) => string | null {
  let stages: ((id: string) => string | undefined) | undefined;
  return (id, graph) => {
    if (!stages) {
      // The entry's own imports stay with it (the bundler's default): taken into a stage's chunk, they would bring
      // that chunk with the entry, evaluated in the entry's task.
      const entry = firstRootOf([ENTRY], graph);
      const every = firstRootOf(FIRST_VISIT_STAGES.every, graph);
      const landings = (['login', 'about'] as const satisfies Landing[]).map((landing) => firstRootOf(FIRST_VISIT_STAGES[landing], graph));
      stages = (module) => {
        const [login, about] = landings.map((landing) => landing.get(module));
        if (entry.has(module)) return undefined;
        return every.get(module) ?? (login && about ? 'frame' : (login ?? about));
      };
    }
    const stage = stages(id);
    if (!stage) return null;
    return LIBRARY.test(id) ? `vendor-${stage}` : stage;
  };
}

/**
 * The bundler's chunk groups: React (React DOM and its scheduler), emotion (MUI's styling engine) and JSON Forms in a
 * chunk each, the first two a stage of their own (src/client/main.tsx), then a first visit's stages (firstVisitChunk).
 * Everything else is split by the bundler's defaults (one chunk per set of pages sharing modules).
 */
export const chunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  { name: 'emotion', test: /[\\/]node_modules[\\/]@emotion[\\/]/, priority: 3 },
  { name: 'jsonforms', test: /[\\/]node_modules[\\/]@jsonforms[\\/]/, priority: 2 },
  { name: firstVisitChunk(), priority: 1, includeDependenciesRecursively: false },
];
