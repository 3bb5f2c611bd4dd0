import confirm from '../../../../texts-and-settings/auth/confirm.schema.json';
import forgotPassword from '../../../../texts-and-settings/auth/forgot-password.schema.json';
import login from '../../../../texts-and-settings/auth/login.schema.json';
import passwordRules from '../../../../texts-and-settings/auth/password-rules.json';
import resendConfirm from '../../../../texts-and-settings/auth/resend-confirm.schema.json';
import resetPassword from '../../../../texts-and-settings/auth/reset-password.schema.json';
import signup from '../../../../texts-and-settings/auth/signup.schema.json';
import { shownTexts, type TranslationFiles } from '../../../shared/texts/bound-texts.ts';

// The files whose English the account forms' messages and the checklist's labels are compiled from.
const files = [
  ['texts-and-settings/auth/password-rules.json', passwordRules],
  ['texts-and-settings/auth/login.schema.json', login],
  ['texts-and-settings/auth/signup.schema.json', signup],
  ['texts-and-settings/auth/confirm.schema.json', confirm],
  ['texts-and-settings/auth/resend-confirm.schema.json', resendConfirm],
  ['texts-and-settings/auth/forgot-password.schema.json', forgotPassword],
  ['texts-and-settings/auth/reset-password.schema.json', resetPassword],
] as const;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Each English text of a file with the text its translation has in the same place. */
function collectPairs(english: unknown, translated: unknown, pairs: Map<string, string>): void {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && translated !== '' && !pairs.has(english)) pairs.set(english, translated);
  } else if (Array.isArray(english)) {
    if (Array.isArray(translated)) english.forEach((item, index) => collectPairs(item, translated[index], pairs));
  } else if (isObject(english) && isObject(translated)) {
    for (const [key, inner] of Object.entries(english)) if (key !== '$schema' && key !== '$comment') collectPairs(inner, translated[key], pairs);
  }
}

const pairsByLanguage = new WeakMap<TranslationFiles, Map<string, string>>();

function pairsOf(translation: TranslationFiles): Map<string, string> {
  let pairs = pairsByLanguage.get(translation);
  if (!pairs) {
    pairs = new Map();
    for (const [file, english] of files) collectPairs(english, translation[file], pairs);
    pairsByLanguage.set(translation, pairs);
  }
  return pairs;
}

/**
 * A message of an account form or a password rule's label, in the chosen language. The browser's validators are
 * compiled at build time with the English messages (and the rules' checks compare against them), so the words are
 * translated where they are shown.
 */
export const authText = (english: string): string => pairsOf(shownTexts.files).get(english) ?? english;
