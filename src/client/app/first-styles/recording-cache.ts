import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { EMOTION_KEY, type RecordedSheet } from '../../../shared/first-styles.ts';

/**
 * An emotion cache like the page's own (key `css`) that also writes down every rule it inserts, by sheet and by the
 * name emotion files it under, in insertion order. Each Global component makes a sheet of its own from the class of
 * the cache's sheet, so that sheet is of a recording class.
 */
export function recordingCache(): { cache: EmotionCache; sheets: RecordedSheet[] } {
  const cache = createCache({ key: EMOTION_KEY });
  const sheets: RecordedSheet[] = [];
  let inserting: { key: string; name: string } | null = null;

  class RecordingSheet extends StyleSheet {
    override insert(rule: string) {
      if (inserting) {
        const { key, name } = inserting;
        // Class rules and keyframes share one sheet; each global style is a sheet of its own, as emotion hydrates them.
        let sheet = sheets.find((s) => s.key === key && (key === cache.key || s.names[0] === name));
        if (!sheet) sheets.push((sheet = { key, names: [], rules: [] }));
        if (!sheet.names.includes(name)) sheet.names.push(name);
        sheet.rules.push(rule);
      }
      super.insert(rule);
    }
  }
  const { container, nonce, isSpeedy } = cache.sheet;
  cache.sheet = new RecordingSheet({ key: cache.key, container, nonce, speedy: isSpeedy });

  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    inserting = { key: sheet.key, name: serialized.name };
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      inserting = null;
    }
  };
  return { cache, sheets };
}
