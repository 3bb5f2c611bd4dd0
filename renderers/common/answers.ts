import type { UISchemaElement } from '@jsonforms/core';
import { descKeyOf } from '../../src/shared/form/answer-model.ts';
import type { Answers, UiElement } from '../../src/shared/form/types.ts';
import { forEachControl, keyOfScope } from '../../src/shared/form/uischema-tree.ts';

const dependentsCache = new WeakMap<object, Record<string, string[]>>();

/** controlling key → keys of the dependent selects that follow it (`options.dependsOn`), AddAnother blocks included. */
export function dependentsOf(root: UISchemaElement): Record<string, string[]> {
  let dependents = dependentsCache.get(root);
  if (dependents) return dependents;
  const found: Record<string, string[]> = {};
  forEachControl(root as UiElement, (control) => {
    const controlling = control.options?.dependsOn;
    const key = keyOfScope(control.scope);
    if (typeof controlling === 'string' && key !== null) (found[controlling] ??= []).push(key);
  });
  dependentsCache.set(root, (dependents = found));
  return dependents;
}

/**
 * The answers with `changes` applied in one step; a dependent select (and its `_desc`) whose controlling answer
 * changed is cleared, and so on down a chain of dependents.
 */
export function applyAnswerChanges(answers: Answers, changes: Answers, dependents: Record<string, string[]>): Answers {
  const next: Answers = { ...answers, ...changes };
  const changed = Object.keys(changes).filter((key) => (answers[key] ?? '') !== changes[key]);
  while (changed.length > 0) {
    for (const dependent of dependents[changed.pop()!] ?? []) {
      if (dependent in changes) continue;
      for (const key of [dependent, descKeyOf(dependent)]) {
        if (next[key] === undefined || next[key] === '') continue;
        next[key] = '';
        if (key === dependent) changed.push(key);
      }
    }
  }
  return next;
}
