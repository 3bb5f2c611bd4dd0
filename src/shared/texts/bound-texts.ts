/** A language's translation files by the path of the staff file each translates (`texts-and-settings/messages.json`). */
export type TranslationFiles = Readonly<Record<string, unknown>>;

/** A staff file's texts as the code holds them, and the file they come from. */
export interface BoundTexts {
  file: string;
  target: object;
}

/** What is shown now: the bound texts, the translation files shown (none in English) and how a file is laid over its English. */
export const shownTexts = {
  bound: [] as BoundTexts[],
  files: {} as TranslationFiles,
  overlay: <T>(english: T, _translation: unknown): T => english,
  /** Shows one bound object in the language shown (set once a translation was shown: code loaded later binds then). */
  show: null as ((entry: BoundTexts) => void) | null,
};

/**
 * A staff file's texts as the code holds them (the object its JSON import gives, or a part of it), shown in the
 * chosen language: a change of language (src/client/lib/language/show-translation.ts) rewrites the texts in place,
 * so every reader of the object reads the chosen language without asking for it, and a component rendered after
 * the change shows it. Registering costs nothing more: an English visit never loads the code that rewrites.
 */
export function bindTexts<T extends object>(file: string, target: T): T {
  const entry = { file, target };
  shownTexts.bound.push(entry);
  shownTexts.show?.(entry);
  return target;
}

/** The translation of one staff file in the language shown now (undefined in English or where it has none). */
export function translationOf(file: string): unknown {
  return shownTexts.files[file];
}

/** A staff file's English texts with the shown language's translation laid over them (`overlayTexts`). */
export function inShownLanguage<T>(english: T, file: string): T {
  return shownTexts.overlay(english, shownTexts.files[file]);
}
