import type { AnswerChanges } from '../../../renderers/index.ts';
import { descKeyOf } from '../../shared/form/answer-model.ts';
import type { Answers, UiElement } from '../../shared/form/types.ts';
import { forEachControl, keyOfScope } from '../../shared/form/uischema-tree.ts';
import { hiddenAnswerKeys } from '../../shared/form/visibility.ts';

const dependentsCache = new WeakMap<object, Record<string, string[]>>();

/** controlling key → keys of the dependent selects that follow it (`options.dependsOn`), AddAnother blocks included. */
export function dependentsOf(root: UiElement): Record<string, string[]> {
  let dependents = dependentsCache.get(root);
  if (dependents) return dependents;
  const found: Record<string, string[]> = {};
  forEachControl(root, (control) => {
    const controlling = control.options?.dependsOn;
    const key = keyOfScope(control.scope);
    if (typeof controlling === 'string' && key !== null) (found[controlling] ??= []).push(key);
  });
  dependentsCache.set(root, (dependents = found));
  return dependents;
}

/**
 * The answers with `changes` applied in one step; a dependent select (and its `_desc`) whose controlling answer
 * changed is cleared, and so on down a chain of dependents. The same object when nothing changes.
 */
export function applyAnswerChanges(answers: Answers, changes: Answers, dependents: Record<string, string[]>): Answers {
  if (Object.entries(changes).every(([key, value]) => answers[key] === value)) return answers;
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

/**
 * The one place a commit becomes new answers: the renderer's changes applied, dependent selects cleared, then every
 * section the page now hides cleared (a hidden answer is not kept), as `''`. The same object when the commit changes
 * nothing.
 */
export function commitAnswers(uischema: UiElement, answers: Answers, changes: AnswerChanges, tabs: Record<string, string>): Answers {
  const applied = applyAnswerChanges(answers, typeof changes === 'function' ? changes(answers) : changes, dependentsOf(uischema));
  if (applied === answers) return answers;
  const hidden = hiddenAnswerKeys([uischema], applied, { tabs });
  return hidden.length === 0 ? applied : { ...applied, ...Object.fromEntries(hidden.map((key) => [key, ''])) };
}
