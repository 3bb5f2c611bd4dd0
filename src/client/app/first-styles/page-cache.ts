import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, FIRST_STYLES_ATTRIBUTE } from '../../../shared/first-styles.ts';

/**
 * The page's emotion cache (emotion's default key), taking the class rules the server sent with the page
 * (src/server/client/first-styles.ts) as inserted: their names are marked and their element becomes the cache's
 * first sheet where it is, so the rules inserted later go after it and the Global styles before it, as after emotion's
 * own hydration, which would move it (the browser then drops and adds the whole sheet).
 */
export function pageCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const element of document.querySelectorAll<HTMLStyleElement>(`style[${FIRST_STYLES_ATTRIBUTE}]`)) {
    for (const name of element.getAttribute(FIRST_STYLES_ATTRIBUTE)!.split(' ')) if (name) cache.inserted[name] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
