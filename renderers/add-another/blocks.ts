import type { UISchemaElement } from '@jsonforms/core';
import { addAnotherBlocks } from '../../src/shared/form/uischema-tree.ts';
import type { UiElement } from '../../src/shared/form/types.ts';

const cache = new WeakMap<UISchemaElement, UISchemaElement[][]>();

/** One list of elements per prefix (the engine rewrites the keys); cached so each block keeps its objects. */
export function blocksOf(element: UISchemaElement): UISchemaElement[][] {
  let blocks = cache.get(element);
  if (!blocks) cache.set(element, (blocks = addAnotherBlocks(element as UiElement) as UISchemaElement[][]));
  return blocks;
}

/**
 * How many blocks show: the stored count (default 1), never below 1 nor above the group's prefixes (its maximum;
 * uischema.meta.json caps how many prefixes a group may list).
 */
export function shownBlockCount(stored: number | undefined, available: number): number {
  return Math.max(1, Math.min(stored ?? 1, available));
}

/** 'Add Another' is offered only to a logged-in applicant below the group's maximum, its number of prefixes. */
export function canAddAnother(isLoggedIn: boolean, shown: number, available: number): boolean {
  return isLoggedIn && shown < available;
}
