import { getPageSchema, PAGE_NAMES } from '../../shared/form/index.ts';

/** The keyword in a page schema (schemas/page.meta.json) that marks a question's answer as secret. */
export const SECRET_KEYWORD = 'x-secret';

/** Every answer key whose question the page schemas mark `"x-secret": true` (the Social Security number). */
export function secretAnswerKeys(): Set<string> {
  const keys = new Set<string>();
  for (const page of PAGE_NAMES) {
    for (const [key, property] of Object.entries(getPageSchema(page).properties ?? {})) {
      if ((property as Record<string, unknown>)[SECRET_KEYWORD] === true) keys.add(key);
    }
  }
  return keys;
}
