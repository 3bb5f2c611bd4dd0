import type { ErrorObject } from 'ajv';
import validatorWordFile from '../../../texts-and-settings/validator-words.json' with { type: 'json' };
import { fillText } from '../../shared/texts/fill-text.ts';
import { VALIDATOR_KEYWORD_PARAMS, type JsonType, type ValidatorKeyword } from '../../shared/texts/text-contracts.ts';

/** texts-and-settings/validator-words.json in one language. */
export type ValidatorWords = Record<ValidatorKeyword, string> & {
  types: Record<JsonType, string>;
  typeChoice: string;
};

/** The English words, as the staff file has them (the server lays each language's translation over them). */
export const validatorWords: ValidatorWords = validatorWordFile;

const isWorded = (keyword: string): keyword is ValidatorKeyword => Object.hasOwn(VALIDATOR_KEYWORD_PARAMS, keyword);

/** A param as text: a list (allowed values, matched alternatives) one item after another, nothing for null. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The expected type (or types: `["string", "boolean"]`) in the words of `types`, joined two at a time by typeChoice. */
function typeWords(type: unknown, words: ValidatorWords): string {
  const names = (Array.isArray(type) ? type : String(type).split(',')).map(String);
  const worded = names.map((name) => (Object.hasOwn(words.types, name) ? words.types[name as JsonType] : name));
  return worded.reduce((first, second) => fillText(words.typeChoice, { first, second }));
}

/** One error's words, or undefined when the file has none for its keyword (the validator's own stand). */
function worded(error: ErrorObject, words: ValidatorWords): string | undefined {
  const { keyword } = error;
  const template: unknown = isWorded(keyword) ? words[keyword] : undefined;
  if (!isWorded(keyword) || typeof template !== 'string' || template === '') return undefined;
  const values: Record<string, string> = {};
  for (const name of VALIDATOR_KEYWORD_PARAMS[keyword]) values[name] = asText((error.params as Record<string, unknown>)[name]);
  if (keyword === 'type') values.type = typeWords(error.params.type, words);
  return fillText(template, values);
}

/**
 * A failed schema check's errors with the validator's words (`must be <= 10`) from validator-words.json in the
 * request's language, every language alike: the English file writes AJV's own English, so an English answer reads
 * as AJV words it. A keyword the file has no text for keeps AJV's message; a schema's own words (ajv-errors'
 * `errorMessage`) are left as they are (they are the form's texts, translated with it). The errors given are not
 * changed (Fastify's error keeps its own).
 */
export function inValidatorLanguage<E extends ErrorObject>(errors: readonly E[], words: ValidatorWords): E[] {
  return errors.map((error) => {
    const message = worded(error, words);
    return message === undefined ? { ...error } : { ...error, message };
  });
}
