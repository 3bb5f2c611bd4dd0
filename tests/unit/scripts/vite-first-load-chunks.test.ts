import { describe, expect, it } from 'vitest';
import { cutIntoPieces, landingStages, PIECE_CODE, type ModuleGraph } from '../../../scripts/vite-first-load-chunks.ts';

/** A module graph from `id: [imports]`, each module `size` characters of code. */
function graphOf(imports: Record<string, string[]>, size: number | Record<string, number>): ModuleGraph {
  const sizeOf = (id: string) => (typeof size === 'number' ? size : size[id]);
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id) => (id in imports ? { importedIds: imports[id], isEntry: false, code: 'x'.repeat(sizeOf(id)) } : null),
  };
}

const PIECE_NAMES = ['page', ...Array.from({ length: 5 }, (_, i) => `page-${i + 2}`)];
const pieceNames = (pieces: Map<string, string>) => PIECE_NAMES.filter((name) => [...pieces.values()].includes(name));

/** Every import of a module in the group goes to its own piece or an earlier one. */
function importsOnlyEarlierPieces(graph: ModuleGraph, pieces: Map<string, string>): boolean {
  const order = pieceNames(pieces);
  return [...pieces].every(([id, piece]) =>
    graph.getModuleInfo(id)!.importedIds.every((next) => !pieces.has(next) || order.indexOf(pieces.get(next)!) <= order.indexOf(piece)),
  );
}

describe('a landing group cut into pieces evaluated one by one', () => {
  it('puts each module after what it imports, a new piece once a piece holds about PIECE_CODE of code', () => {
    // page imports b and a; b imports a: a is evaluated first, then b, then page.
    const graph = graphOf({ page: ['b', 'a'], b: ['a'], a: [] }, PIECE_CODE * 0.6);
    const pieces = cutIntoPieces(graph, 'page', new Set(['page', 'b', 'a']));
    expect(Object.fromEntries(pieces)).toEqual({ a: 'page', b: 'page-2', page: 'page-3' });
    expect(importsOnlyEarlierPieces(graph, pieces)).toBe(true);
  });

  it('keeps the modules of an import cycle in one piece, however large', () => {
    const graph = graphOf({ page: ['c1'], c1: ['c2', 'leaf'], c2: ['c1'], leaf: [] }, PIECE_CODE * 0.6);
    const pieces = cutIntoPieces(graph, 'page', new Set(['page', 'c1', 'c2', 'leaf']));
    expect(pieces.get('c1')).toBe(pieces.get('c2'));
    expect(pieces.get('leaf')).not.toBe(pieces.get('c1'));
    expect(importsOnlyEarlierPieces(graph, pieces)).toBe(true);
  });

  it('follows only imports inside the group (earlier groups are evaluated already)', () => {
    const graph = graphOf({ page: ['react', 'a'], a: ['react'], react: [] }, PIECE_CODE);
    const pieces = cutIntoPieces(graph, 'page', new Set(['page', 'a']));
    expect(pieces.has('react')).toBe(false);
    expect(Object.fromEntries(pieces)).toEqual({ a: 'page', page: 'page-2' });
  });

  it('keeps small groups whole and puts what exceeds six pieces in the last', () => {
    const chain = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`m${i}`, i === 0 ? [] : [`m${i - 1}`]]));
    const small = cutIntoPieces(graphOf(chain, 100), 'page', new Set(Object.keys(chain)));
    expect(new Set(small.values())).toEqual(new Set(['page']));
    const large = cutIntoPieces(graphOf(chain, PIECE_CODE), 'page', new Set(Object.keys(chain)));
    expect(large.get('m9')).toBe('page-6');
    expect(large.get('m5')).toBe('page-6');
    expect(large.get('m4')).toBe('page-5');
    expect(importsOnlyEarlierPieces(graphOf(chain, PIECE_CODE), large)).toBe(true);
  });

  it("lists each landing page's pieces in evaluation order: shared, then its libraries, then its own code", () => {
    const stages = landingStages({ form: [] }).form;
    expect(stages.slice(0, 2)).toEqual(['shared', 'shared-2']);
    expect(stages.indexOf('shared-6')).toBeLessThan(stages.indexOf('form-lib'));
    expect(stages.indexOf('form-lib-6')).toBeLessThan(stages.indexOf('form-page'));
    expect(stages.at(-1)).toBe('form-page-6');
  });
});
