import complete from '../../../fixtures/about.complete.answers.json' with { type: 'json' };
import { validatePage, type Answers, type ErrorsByKey } from '../../../../src/shared/form/index.ts';

export const TODAY = '2026-11-22';

/** The complete (valid) About You answers with some changed; `undefined` removes a key. */
export function answersWith(changes: Record<string, string | boolean | undefined>): Answers {
  const answers: Answers = { ...complete };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete answers[key];
    else answers[key] = value;
  }
  return answers;
}

export function aboutErrors(changes: Record<string, string | boolean | undefined>, today = TODAY): ErrorsByKey {
  return validatePage('about', answersWith(changes), { today });
}
