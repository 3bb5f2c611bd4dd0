import { getPageSchema, PAGE_NAMES } from './pages.ts';

/** The keyword in a page schema (schemas/page.meta.json) that marks a question's answer as secret (the SSN). */
const SECRET_KEYWORD = 'x-secret';

/** An age rule (date-keywords.ts) is what makes a date a date of birth. */
const AGE_KEYWORDS = ['x-minAge', 'x-maxAge'];

/** Every answer key whose question in the page schemas passes `test`. */
function answerKeysWhere(test: (property: Record<string, unknown>) => boolean): Set<string> {
  const keys = new Set<string>();
  for (const page of PAGE_NAMES) {
    for (const [key, property] of Object.entries(getPageSchema(page).properties ?? {})) {
      if (test(property as Record<string, unknown>)) keys.add(key);
    }
  }
  return keys;
}

/** Every answer key marked `"x-secret": true`: sealed wherever the server stores it. */
export function secretAnswerKeys(): Set<string> {
  return answerKeysWhere((property) => property[SECRET_KEYWORD] === true);
}

/**
 * The answers a browser never keeps in its own storage: the secret ones and a date of birth (a question with an
 * age rule). With a name they are what identity theft needs, and a shared school computer keeps storage after the tab.
 */
export function answerKeysKeptOutOfBrowserStorage(): Set<string> {
  return answerKeysWhere((property) => property[SECRET_KEYWORD] === true || AGE_KEYWORDS.some((keyword) => keyword in property));
}
