import confirm from '../../../../texts-and-settings/auth/confirm.schema.json';
import forgotPassword from '../../../../texts-and-settings/auth/forgot-password.schema.json';
import login from '../../../../texts-and-settings/auth/login.schema.json';
import passwordRules from '../../../../texts-and-settings/auth/password-rules.json';
import resendConfirm from '../../../../texts-and-settings/auth/resend-confirm.schema.json';
import resetPassword from '../../../../texts-and-settings/auth/reset-password.schema.json';
import signup from '../../../../texts-and-settings/auth/signup.schema.json';
import { translateText } from '../../../shared/texts/bound-texts.ts';

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

/**
 * A message of an account form or a password rule's label, in the chosen language. The browser's validators are
 * compiled at build time with the English messages (and the rules' checks compare against them), so the words are
 * translated where they are shown.
 */
export const authText = (english: string): string => translateText(files, english);
