import { descKeyOf } from './answer-model.ts';
import { evaluateCondition } from './conditions.ts';
import { childrenOf, controlKeysOf, keysOfControl } from './uischema-tree.ts';
import type { Answers, UiElement } from './types.ts';

export interface VisibilityContext {
  /** Chosen tab key per Tabs id; a missing id means its default tab. */
  tabs?: Record<string, string>;
}

/** What a page shows for these answers. A key shown by any control is never hidden nor cleared. */
export interface PageVisibility {
  /** Keys of controls that are rendered. */
  shown: Set<string>;
  /** Keys of controls that are not rendered: their errors do not count. */
  hidden: Set<string>;
  /** Keys that hidden sections and false Conditional branches clear: a hidden answer is not kept. */
  cleared: Set<string>;
}

/** A dependent select of the `displayAndOptions` category shows only when its controlling answer has options. */
function hasDependentOptions(element: UiElement, answers: Answers): boolean {
  const options = element.options;
  if (options?.renderer !== 'dependentSelect' || options.category !== 'displayAndOptions') return true;
  const controlling = answers[options.dependsOn ?? ''];
  const list = typeof controlling === 'string' ? options.optionsByValue?.[controlling] : undefined;
  return Array.isArray(list) && list.length > 0;
}

/** Whether an element's own condition holds (layouts and controls alike). */
export function isElementShown(element: UiElement, answers: Answers): boolean {
  const condition = element.options?.showWhen;
  if (condition !== undefined && !evaluateCondition(condition, answers)) return false;
  return element.type !== 'Control' || hasDependentOptions(element, answers);
}

/** The index of the one branch of a Conditional that shows: the first whose condition is true, or -1. */
export function shownBranch(element: UiElement, answers: Answers): number {
  const branches = element.options?.branches ?? [];
  return branches.findIndex((branch) => evaluateCondition(branch.showWhen, answers));
}

/** The tab of a Tabs group that shows: the chosen one, else the default, else the first. */
export function shownTab(element: UiElement, context: VisibilityContext): string | undefined {
  const options = element.options ?? {};
  const chosen = options.tabId === undefined ? undefined : context.tabs?.[options.tabId];
  return chosen ?? options.defaultTab ?? element.elements?.[0]?.options?.tabKey;
}

export function analysePage(root: UiElement, answers: Answers, context: VisibilityContext = {}): PageVisibility {
  const shown = new Set<string>();
  const hidden = new Set<string>();
  const cleared = new Set<string>();

  const hide = (element: UiElement, clearKeys: string[] | undefined) => {
    for (const key of controlKeysOf(element)) hidden.add(key);
    for (const key of clearKeys ?? controlKeysOf(element)) cleared.add(key);
  };

  const walk = (element: UiElement) => {
    if (!isElementShown(element, answers)) return hide(element, element.options?.clearKeys);
    if (element.type === 'Control') {
      for (const key of keysOfControl(element)) shown.add(key);
      return;
    }
    if (element.type === 'Conditional') {
      const index = shownBranch(element, answers);
      const branches = element.options?.branches ?? [];
      (element.elements ?? []).forEach((branch, i) => (i === index ? walk(branch) : hide(branch, branches[i]?.clearKeys)));
      return;
    }
    if (element.type === 'Tabs') {
      const tab = shownTab(element, context);
      for (const inner of element.elements ?? []) {
        if (inner.options?.tabKey === tab) walk(inner);
        else for (const key of controlKeysOf(inner)) hidden.add(key); // cleared only when the applicant switches
      }
      return;
    }
    for (const child of childrenOf(element)) walk(child);
  };

  walk(root);
  for (const key of shown) {
    hidden.delete(key);
    cleared.delete(key);
  }
  return { shown, hidden, cleared };
}

/** How many rounds of clearing at most: clearing one section can hide another that depends on it. */
const MAX_CLEARING_ROUNDS = 20;

/**
 * The keys to clear over these UI schemas (a hidden answer is not kept): what hidden sections list and what false
 * Conditional branches hold, with their `_desc` companions, repeated until clearing hides nothing more. Only keys
 * holding a value are returned.
 */
export function hiddenAnswerKeys(roots: readonly UiElement[], answers: Answers, context: VisibilityContext = {}): string[] {
  const current: Answers = { ...answers };
  const toClear = new Set<string>();
  for (let round = 0; round < MAX_CLEARING_ROUNDS; round += 1) {
    const found: string[] = [];
    for (const root of roots) {
      for (const key of analysePage(root, current, context).cleared) {
        for (const candidate of [key, descKeyOf(key)]) {
          const value = current[candidate];
          if (value !== undefined && value !== '' && !toClear.has(candidate)) found.push(candidate);
        }
      }
    }
    if (found.length === 0) break;
    for (const key of found) {
      toClear.add(key);
      current[key] = '';
    }
  }
  return [...toClear];
}
