/**
 * A staff file read in another language: its translation (translations/<code>/ at the same path) holds the file's
 * shape with only its texts, and each text it has replaces the English one. What it lacks stays English, text by
 * text, so a language with gaps never shows a key name; what it has that the English file lacks is ignored (the
 * checker lists it). An array of strings is replaced whole (a mail's lines), an array of objects entry by entry, and
 * a null entry keeps the English one.
 */
export function overlayTexts<T>(english: T, translation: unknown): T {
  if (translation === undefined || translation === null) return english;
  if (typeof english === 'string') return (typeof translation === 'string' && translation !== '' ? translation : english) as T;
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return english;
    if (english.every((item) => typeof item === 'string')) return (translation.every((item) => typeof item === 'string') ? translation : english) as T;
    return english.map((item, index) => overlayTexts(item, translation[index])) as T;
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof translation !== 'object' || Array.isArray(translation)) return english;
    const source = english as Record<string, unknown>;
    const texts = translation as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(source).map(([key, value]) => [key, key === '$schema' || key === '$comment' ? value : overlayTexts(value, texts[key])]),
    ) as T;
  }
  return english;
}
