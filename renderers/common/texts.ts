import settings from '../../uischemas/renderers.json';
import { bindTexts } from '../../src/shared/texts/bound-texts.ts';

bindTexts('uischemas/renderers.json', settings);

/** The words renderers show around questions; staff edit them in uischemas/renderers.json. */
export const rendererTexts = settings.texts;

/** Limits used when the schema or UI schema names none (uischemas/README.md). */
export const rendererDefaults = settings.defaults;

export function characterCountText(count: number, limit: number): string {
  return rendererTexts.characterCount.replace('{count}', String(count)).replace('{limit}', String(limit));
}

/** A UI schema text with each `{name}` the tenant defines replaced by its value (others are left as written). */
export function withTenantValues(text: string, values: Readonly<Record<string, string>> | undefined): string {
  if (!values || !text.includes('{')) return text;
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The name of one block of an AddAnother, e.g. 'Family Legacy 2': the section it repeats in and its number. */
export function repeatedBlockName(section: string, number: number): string {
  return rendererTexts.repeatedBlock.replace('{section}', section).replace('{number}', String(number)).trim();
}
