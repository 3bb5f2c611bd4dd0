import type { UiElement } from './types.ts';

const SCOPE = /^#\/properties\/([^/]+)$/;

/** The answer key of a control scope `#/properties/<key>`, or null for any other scope. */
export function keyOfScope(scope: string | undefined): string | null {
  const match = scope === undefined ? null : SCOPE.exec(scope);
  return match ? match[1] : null;
}

/** Option names whose values are answer keys (or, for a lookup's `prefix`, start them); an AddAnother block rewrites them for its prefix. */
const KEY_OPTIONS = new Set(['dependsOn', 'yearKey', 'valueKey', 'prefix']);
const KEY_LIST_OPTIONS = new Set(['clearKeys']);

function renameKey(key: string, from: string, to: string): string {
  return key.startsWith(from) ? to + key.slice(from.length) : key;
}

function rewrite(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, from, to));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    const key = name === 'scope' && typeof inner === 'string' ? keyOfScope(inner) : null;
    if (key !== null) copy[name] = `#/properties/${renameKey(key, from, to)}`;
    else if (KEY_OPTIONS.has(name) && typeof inner === 'string') copy[name] = renameKey(inner, from, to);
    else if (KEY_LIST_OPTIONS.has(name) && Array.isArray(inner)) {
      copy[name] = inner.map((item) => (typeof item === 'string' ? renameKey(item, from, to) : item));
    } else copy[name] = rewrite(inner, from, to);
  }
  return copy;
}

// UI schemas are read-only once loaded, so what is derived from an element is kept beside it.
const blocksCache = new WeakMap<UiElement, readonly (readonly UiElement[])[]>();
const keysCache = new WeakMap<UiElement, readonly string[]>();

/**
 * The blocks of an AddAnother, one per prefix: its elements are written for the first prefix, and each other block
 * replaces that prefix at the start of every scope key, condition key, `clearKeys`, `yearKey`, `dependsOn` and lookup `prefix`.
 */
export function addAnotherBlocks(element: UiElement): readonly (readonly UiElement[])[] {
  const known = blocksCache.get(element);
  if (known) return known;
  const prefixes = element.options?.prefixes ?? [];
  const elements = element.elements ?? [];
  const blocks = prefixes.map((prefix, index) => (index === 0 ? elements : (elements.map((inner) => rewrite(inner, prefixes[0], prefix)) as UiElement[])));
  blocksCache.set(element, blocks);
  return blocks;
}

/** The children a walk goes through: an AddAnother's blocks flattened, every other layout's elements. */
export function childrenOf(element: UiElement): UiElement[] {
  return element.type === 'AddAnother' ? addAnotherBlocks(element).flat() : (element.elements ?? []);
}

/** The answer keys one control writes: its scope key, and the year key of a month/year pair. */
export function keysOfControl(control: UiElement): string[] {
  const key = keyOfScope(control.scope);
  const keys = key === null ? [] : [key];
  if (typeof control.options?.yearKey === 'string') keys.push(control.options.yearKey);
  return keys;
}

/** Calls `visit` for every control in the tree, AddAnother blocks expanded for every prefix. */
export function forEachControl(element: UiElement, visit: (control: UiElement) => void): void {
  if (element.type === 'Control') visit(element);
  for (const child of childrenOf(element)) forEachControl(child, visit);
}

/** Every answer key written by a control inside the element (the element included). */
export function controlKeysOf(element: UiElement): readonly string[] {
  const known = keysCache.get(element);
  if (known) return known;
  const keys: string[] = [];
  forEachControl(element, (control) => keys.push(...keysOfControl(control)));
  const unique = [...new Set(keys)];
  keysCache.set(element, unique);
  return unique;
}
