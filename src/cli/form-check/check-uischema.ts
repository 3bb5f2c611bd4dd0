import { conditionKeys } from '../../shared/form/conditions.ts';
import { addAnotherBlocks, forEachControl, keyOfScope } from '../../shared/form/uischema-tree.ts';
import type { Condition, UiElement } from '../../shared/form/types.ts';
import type { FormProblem } from './problems.ts';

export interface UiCheckContext {
  file: string;
  page: string;
  schemaFile: string;
  pageKeys: Set<string>;
  /** The page of every key of every page schema. */
  pageOfKey: Map<string, string>;
  isKnownKey: (key: string) => boolean;
  /** Button and tab ids seen so far on every page, to find the same id used twice. */
  ids: Map<string, string>;
  problems: FormProblem[];
}

/** Calls `visit` for every element with its JSON pointer; AddAnother blocks are expanded (each at the first block's pointer). */
function walk(element: UiElement, pointer: string, visit: (element: UiElement, pointer: string) => void): void {
  visit(element, pointer);
  if (element.type === 'AddAnother') {
    for (const block of addAnotherBlocks(element)) block.forEach((inner, i) => walk(inner, `${pointer}/elements/${i}`, visit));
    return;
  }
  (element.elements ?? []).forEach((inner, i) => walk(inner, `${pointer}/elements/${i}`, visit));
}

/** Every key shown by a control of the page (scope keys and month/year year keys), after AddAnother expansion. */
export function shownKeys(root: UiElement): Set<string> {
  const keys = new Set<string>();
  forEachControl(root, (control) => {
    const key = keyOfScope(control.scope);
    if (key !== null) keys.add(key);
    if (typeof control.options?.yearKey === 'string') keys.add(control.options.yearKey);
  });
  return keys;
}

function checkQuestionKey(key: string, pointer: string, context: UiCheckContext): void {
  if (context.pageKeys.has(key)) return;
  const elsewhere = context.pageOfKey.get(key);
  const where = elsewhere ? ` (it is a question of page ${elsewhere})` : '';
  context.problems.push({ file: context.file, pointer, message: `scope points nowhere: ${context.schemaFile} has no property "${key}"${where}` });
}

function checkKnown(keys: readonly string[], pointer: string, what: string, context: UiCheckContext): void {
  for (const key of keys) {
    if (!context.isKnownKey(key)) context.problems.push({ file: context.file, pointer, message: `${what} "${key}" is outside the data model` });
  }
}

function checkUniqueId(kind: string, id: unknown, pointer: string, context: UiCheckContext): void {
  if (typeof id !== 'string') return;
  const seen = context.ids.get(`${kind}:${id}`);
  if (seen) context.problems.push({ file: context.file, pointer, message: `${kind} "${id}" is used twice (also at ${seen})` });
  else context.ids.set(`${kind}:${id}`, `${context.file}#${pointer}`);
}

/** An AddAnother repeats its block by replacing its first prefix at the start of each key: every control key must start with it. */
function checkPrefixes(element: UiElement, pointer: string, context: UiCheckContext): void {
  const [first] = element.options?.prefixes ?? [];
  if (first === undefined) return;
  (element.elements ?? []).forEach((inner, i) =>
    walk(inner, `${pointer}/elements/${i}`, (node, at) => {
      const key = node.type === 'Control' ? keyOfScope(node.scope) : null;
      if (key !== null && !key.startsWith(first)) {
        context.problems.push({
          file: context.file,
          pointer: `${at}/scope`,
          message: `validation prefix "${first}" is not part of key "${key}": make the first prefix the start every key of the block shares`,
        });
      }
    }),
  );
}

function checkElement(element: UiElement, pointer: string, context: UiCheckContext): void {
  const options = element.options ?? {};
  if (options.showWhen) checkKnown(conditionKeys(options.showWhen as Condition), `${pointer}/options/showWhen`, 'condition on key', context);
  if (Array.isArray(options.clearKeys)) checkKnown(options.clearKeys, `${pointer}/options/clearKeys`, 'key to clear', context);
  if (element.type === 'Control') {
    const key = keyOfScope(element.scope);
    if (key !== null) checkQuestionKey(key, `${pointer}/scope`, context);
    if (typeof options.yearKey === 'string') checkQuestionKey(options.yearKey, `${pointer}/options/yearKey`, context);
    if (typeof options.dependsOn === 'string') checkKnown([options.dependsOn], `${pointer}/options/dependsOn`, 'controlling key', context);
    // A lookup fills the keys of its group (prefix + field): the control's own key is one of them.
    const prefix = (options as { prefix?: unknown }).prefix;
    if (typeof prefix === 'string' && key !== null && !key.startsWith(prefix)) {
      context.problems.push({
        file: context.file,
        pointer: `${pointer}/options/prefix`,
        message: `lookup prefix "${prefix}" is not the start of this control's key "${key}": write the prefix its group's keys share`,
      });
    }
  }
  if (element.type === 'Conditional') {
    const branches = options.branches ?? [];
    branches.forEach((branch, i) => {
      if (branch?.showWhen) checkKnown(conditionKeys(branch.showWhen), `${pointer}/options/branches/${i}/showWhen`, 'condition on key', context);
      if (Array.isArray(branch?.clearKeys)) checkKnown(branch.clearKeys, `${pointer}/options/branches/${i}/clearKeys`, 'key to clear', context);
    });
    const count = element.elements?.length ?? 0;
    if (branches.length !== count) {
      context.problems.push({
        file: context.file,
        pointer: `${pointer}/options/branches`,
        message: `${branches.length} branches for ${count} elements: give one element per branch`,
      });
    }
  }
  if (element.type === 'Tabs') {
    checkUniqueId('tabId', options.tabId, `${pointer}/options/tabId`, context);
    const tabKeys = (element.elements ?? []).map((tab) => tab.options?.tabKey);
    if (!tabKeys.includes(options.defaultTab)) {
      context.problems.push({
        file: context.file,
        pointer: `${pointer}/options/defaultTab`,
        message: `default tab "${String(options.defaultTab)}" is none of its tabs (${tabKeys.join(', ')})`,
      });
    }
  }
  if (element.type === 'AddAnother') {
    checkUniqueId('buttonId', options.buttonId, `${pointer}/options/buttonId`, context);
    checkPrefixes(element, pointer, context);
  }
}

/** Scopes, keys, conditions, prefixes and ids of one UI schema (its shape is checked against uischema.meta.json first). */
export function checkUiSchema(root: UiElement, context: UiCheckContext): void {
  walk(root, '', (element, pointer) => checkElement(element, pointer, context));
}
