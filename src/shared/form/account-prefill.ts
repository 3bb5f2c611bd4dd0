import { isAnswered } from './answer-model.ts';
import type { Answers, UiElement } from './types.ts';
import { forEachControl, keyOfScope } from './uischema-tree.ts';

/** The control option that starts an empty answer as the account's e-mail address (uischemas/README.md). */
const ACCOUNT_EMAIL_PREFILL = 'accountEmail';

/** The answer keys of the controls marked `options.prefill: "accountEmail"` in the UI schemas. */
export function accountEmailKeys(uischemas: readonly UiElement[]): string[] {
  const keys: string[] = [];
  for (const uischema of uischemas) {
    forEachControl(uischema, (control) => {
      const key = keyOfScope(control.scope);
      if (key !== null && control.options?.prefill === ACCOUNT_EMAIL_PREFILL) keys.push(key);
    });
  }
  return keys;
}

/**
 * The answers with each of `keys` that is still empty filled with the account's address; the applicant may
 * change it afterwards. The same object when nothing is filled (a visitor has no address).
 */
export function withAccountEmail(answers: Answers, keys: readonly string[], accountEmail: string): Answers {
  const empty = accountEmail === '' ? [] : keys.filter((key) => !isAnswered(answers[key]));
  if (empty.length === 0) return answers;
  return { ...answers, ...Object.fromEntries(empty.map((key) => [key, accountEmail])) };
}
