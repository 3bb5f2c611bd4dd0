import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, FIRST_STYLES_ATTRIBUTE, FIRST_STYLES_TEMPLATE_ID } from '../../../shared/first-styles.ts';

/**
 * The page's emotion cache (emotion's default key), taking the class rules the server sent with the page
 * (src/server/client/first-styles.ts) as inserted: their names are marked and their element, taken out of its
 * template into the head where the template was, becomes the cache's first sheet, so the rules inserted later go after
 * it and the Global styles before it, as after emotion's own hydration (which would move a sheet already in the page:
 * the browser then drops and adds the whole sheet). Making them live parses them: call it in a task of its own.
 */
export function pageCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const template = document.getElementById(FIRST_STYLES_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return cache;
  const element = template.content.querySelector<HTMLStyleElement>(`style[${FIRST_STYLES_ATTRIBUTE}]`);
  if (!element) return cache;
  for (const name of element.getAttribute(FIRST_STYLES_ATTRIBUTE)!.split(' ')) if (name) cache.inserted[name] = true;
  template.replaceWith(element);
  cache.sheet.tags.push(element);
  return cache;
}
