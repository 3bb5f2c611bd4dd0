import defs from '../../../texts-and-settings/auth/defs.schema.json' with { type: 'json' };
import passwordRulesFile from '../../../texts-and-settings/auth/password-rules.json' with { type: 'json' };
import login from '../../../texts-and-settings/auth/login.schema.json' with { type: 'json' };
import signup from '../../../texts-and-settings/auth/signup.schema.json' with { type: 'json' };
import confirm from '../../../texts-and-settings/auth/confirm.schema.json' with { type: 'json' };
import resendConfirm from '../../../texts-and-settings/auth/resend-confirm.schema.json' with { type: 'json' };
import forgotPassword from '../../../texts-and-settings/auth/forgot-password.schema.json' with { type: 'json' };
import resetPassword from '../../../texts-and-settings/auth/reset-password.schema.json' with { type: 'json' };
import { resolveSchemaRefs } from '../form/schema-refs.ts';
import type { JsonSchema } from '../form/types.ts';

/** One line of the new-password checklist: a label for the list, a message for errors, and one test. */
export interface PasswordRule {
  id: string;
  label: string;
  message: string;
  minLength?: number;
  pattern?: string;
}

export const passwordRules: readonly PasswordRule[] = passwordRulesFile.rules;
export const passwordRequiredMessage: string = passwordRulesFile.requiredMessage;
/** Shown by the reset card when confirm_password differs (browser only: the reset call carries no confirmation). */
export const passwordMismatchMessage: string = passwordRulesFile.mismatchMessage;

/** The new-password rules as JSON Schema: one allOf entry per rule so each failing rule reports its own message. */
function newPasswordSchema(): JsonSchema {
  return {
    type: 'string',
    maxLength: passwordRulesFile.maxLength,
    allOf: passwordRules.map((rule) => ({
      ...(rule.minLength !== undefined ? { minLength: rule.minLength } : { pattern: rule.pattern }),
      errorMessage: rule.message,
    })),
    errorMessage: { type: passwordRulesFile.requiredMessage, maxLength: passwordRulesFile.maxLengthMessage },
  };
}

const authDefs = defs.$defs as Record<string, JsonSchema>;
const files = { 'password-rules.json': newPasswordSchema() };

/** An auth form file with its references (`defs.schema.json#/$defs/…`, `password-rules.json`) inlined. */
function inline(schema: JsonSchema): JsonSchema {
  return resolveSchemaRefs(schema, authDefs, { files });
}

/** The six auth forms as self-contained JSON Schemas (ajv-errors messages included), for the server routes and the cards. */
export const authFormSchemas = {
  login: inline(login),
  signup: inline(signup),
  confirm: inline(confirm),
  resendConfirm: inline(resendConfirm),
  forgotPassword: inline(forgotPassword),
  resetPassword: inline(resetPassword),
} as const;

export type AuthForm = keyof typeof authFormSchemas;

interface FormFiles {
  login: typeof login;
  signup: typeof signup;
  confirm: typeof confirm;
  resendConfirm: typeof resendConfirm;
  forgotPassword: typeof forgotPassword;
  resetPassword: typeof resetPassword;
}

/** The body a form sends, from its schema file: every property the file declares, each text (the files accept only strings). */
export type AuthFormBody<F extends AuthForm> = { [K in keyof FormFiles[F]['properties']]: string };

/** The checklist state of each rule for a typed password; lengths count characters as JSON Schema does (code points). */
export function checkPasswordRules(password: string): Array<{ rule: PasswordRule; passed: boolean }> {
  return passwordRules.map((rule) => ({
    rule,
    passed: rule.minLength !== undefined ? [...password].length >= rule.minLength : new RegExp(rule.pattern ?? '', 'u').test(password),
  }));
}
