import type { JsonSchema, UiElement } from './types.ts';
import { addAnotherBlocks, keyOfScope } from './uischema-tree.ts';

/** A form page as far as its texts go: its self-contained schema and its UI schema. */
export interface TextedPage {
  schema: JsonSchema;
  uischema: UiElement;
}

/** The keywords an answer's own rule can fail by, each reported under its name (`<key>.error.<keyword>`). */
const RULE_KEYWORDS = ['pattern', 'format', 'maxLength', 'minLength', 'maximum', 'minimum', 'enum', 'const'];

type Texts = Map<string, string>;

function add(texts: Texts, key: string, english: unknown): void {
  if (typeof english === 'string' && english.trim() !== '' && !texts.has(key)) texts.set(key, english);
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Labels, help and the texts of layouts and Label elements, walked as the renderers show them (every AddAnother block). */
function uiTexts(element: UiElement, texts: Texts): void {
  const key = keyOfScope(element.scope);
  if (key !== null) {
    add(texts, `${key}.label`, element.label);
    add(texts, `${key}.description`, element.options?.help);
    for (const list of Object.values(element.options?.optionsByValue ?? {})) for (const option of list) add(texts, `${key}.${option.title}`, option.title);
  } else {
    // JSON Forms' default key for a text with no scope is the English text itself.
    for (const english of [element.label, element.text, element.options?.label]) if (typeof english === 'string') add(texts, english, english);
  }
  const children = element.type === 'AddAnother' ? addAnotherBlocks(element).flat() : (element.elements ?? []);
  for (const child of children) uiTexts(child, texts);
}

/** The messages and option titles of one answer's schema, and of the nested `if`/`then`/`allOf` parts of a page. */
function schemaTexts(schema: unknown, texts: Texts, key: string | null): void {
  if (!isObject(schema)) return;
  if (key !== null) {
    if (Array.isArray(schema.oneOf)) for (const option of schema.oneOf) if (isObject(option)) add(texts, `${key}.${String(option.title)}`, option.title);
    const message = schema.errorMessage;
    if (typeof message === 'string') for (const keyword of RULE_KEYWORDS.filter((name) => name in schema)) add(texts, `${key}.error.${keyword}`, message);
    if (isObject(message)) for (const [keyword, text] of Object.entries(message)) add(texts, `${key}.error.${keyword}`, text);
    for (const rule of ['x-minAge', 'x-maxAge']) if (isObject(schema[rule])) add(texts, `${key}.error.${rule}`, schema[rule].message);
    const window = schema['x-yearWindow'];
    if (isObject(window)) {
      add(texts, `${key}.error.x-yearWindow.below`, window.belowMessage);
      add(texts, `${key}.error.x-yearWindow.above`, window.aboveMessage);
    }
    for (const part of ['allOf', 'anyOf']) if (Array.isArray(schema[part])) for (const inner of schema[part]) schemaTexts(inner, texts, key);
    return;
  }
  const required = isObject(schema.errorMessage) ? schema.errorMessage.required : undefined;
  if (isObject(required)) for (const [name, text] of Object.entries(required)) add(texts, `${name}.error.required`, text);
  if (isObject(schema.properties)) for (const [name, inner] of Object.entries(schema.properties)) schemaTexts(inner, texts, name);
  for (const part of ['then', 'else']) schemaTexts(schema[part], texts, null);
  for (const part of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(schema[part])) for (const inner of schema[part]) schemaTexts(inner, texts, null);
}

/**
 * Every text a form page shows, by the key a translation gives it in `translations/<code>/form.json` (JSON Forms'
 * i18n keys, the answer key as path): `<key>.label`, `<key>.description` (the UI schema's help), `<key>.<English
 * option title>`, `<key>.error.<failing keyword>` (`x-yearWindow` has `.below` and `.above`), and the texts of
 * elements with no answer (a layout's or tab's label, a Label's text, a ConfirmationTrigger's `options.label`) by
 * their English words. The value is the English text.
 */
export function formTextsOf(page: TextedPage): Map<string, string> {
  const texts: Texts = new Map();
  uiTexts(page.uischema, texts);
  schemaTexts(page.schema, texts, null);
  return texts;
}

/** A message as the validator wrote it, matched to its template: `{years}` and the like stand for any words. */
function templatePattern(english: string): RegExp | null {
  if (!/\{[A-Za-z]+\}/.test(english)) return null;
  const source = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[A-Za-z]+\\\}/g, '(.+?)');
  return new RegExp(`^${source}$`);
}

/**
 * A shown message in another language: the text `translation` gives the key whose English it is, under that answer,
 * with the values the validator put in its placeholders put in the translation's; undefined when none matches.
 */
export function translateFormMessage(
  texts: ReadonlyMap<string, string>,
  translation: Readonly<Record<string, string>>,
  answerKey: string,
  message: string,
): string | undefined {
  const prefix = `${answerKey}.error.`;
  for (const [key, english] of texts) {
    if (!key.startsWith(prefix) || translation[key] === undefined) continue;
    if (english === message) return translation[key];
    const pattern = templatePattern(english);
    const match = pattern?.exec(message);
    if (!match) continue;
    const values = [...english.matchAll(/\{([A-Za-z]+)\}/g)].map(([, name], index) => [name, match[index + 1]] as const);
    return values.reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value ?? ''), translation[key]);
  }
  return undefined;
}
