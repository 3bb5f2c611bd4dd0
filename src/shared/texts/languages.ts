import languageFile from '../../../texts-and-settings/languages.json' with { type: 'json' };

/** A language an applicant may choose (texts-and-settings/languages.json). */
export interface Language {
  /** BCP 47 tag: the pages' `<html lang>` and the folder of its translations. */
  code: string;
  /** Its name in itself, as the language control shows it. */
  name: string;
}

export const languages: readonly Language[] = languageFile.languages;

/** The language the staff files are written in: what every translation is compared against and falls back to. */
export const defaultLanguage: string = languageFile.default;

export const isLanguage = (code: unknown): code is string => typeof code === 'string' && languages.some((language) => language.code === code);

/**
 * The offered language an `Accept-Language` header prefers: the highest q-value first (header order breaks ties),
 * an exact tag before its primary subtag (`es-MX` falls to `es`), a `q=0` tag never; the default when none is offered.
 */
export function negotiateLanguage(acceptLanguage: string | undefined | null): string {
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag !== '' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const exact = languages.find((language) => language.code.toLowerCase() === tag);
    if (exact) return exact.code;
    const primary = languages.find((language) => language.code.toLowerCase() === tag.split('-')[0]);
    if (primary) return primary.code;
  }
  return defaultLanguage;
}
