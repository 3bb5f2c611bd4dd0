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

/** The staff files the auth forms are made of, as read (a translation gives the same files in another language). */
export const authFormFiles = {
  'defs.schema.json': defs,
  'password-rules.json': passwordRulesFile,
  'login.schema.json': login,
  'signup.schema.json': signup,
  'confirm.schema.json': confirm,
  'resend-confirm.schema.json': resendConfirm,
  'forgot-password.schema.json': forgotPassword,
  'reset-password.schema.json': resetPassword,
};

export type AuthFormFiles = typeof authFormFiles;

/** The new-password rules as JSON Schema: one allOf entry per rule so each failing rule reports its own message. */
function newPasswordSchema(rulesFile: AuthFormFiles['password-rules.json']): JsonSchema {
  return {
    type: 'string',
    maxLength: rulesFile.maxLength,
    allOf: rulesFile.rules.map((rule: PasswordRule) => ({
      ...(rule.minLength !== undefined ? { minLength: rule.minLength } : { pattern: rule.pattern }),
      errorMessage: rule.message,
    })),
    errorMessage: { type: rulesFile.requiredMessage, maxLength: rulesFile.maxLengthMessage },
  };
}

/**
 * The six auth forms as self-contained JSON Schemas (ajv-errors messages included), each file's references
 * (`defs.schema.json#/$defs/…`, `password-rules.json`) inlined: from the English files, or from a translation of them.
 */
export function inlineAuthForms(source: AuthFormFiles) {
  const authDefs = source['defs.schema.json'].$defs as Record<string, JsonSchema>;
  const files = { 'password-rules.json': newPasswordSchema(source['password-rules.json']) };
  const inline = (schema: JsonSchema): JsonSchema => resolveSchemaRefs(schema, authDefs, { files });
  return {
    login: inline(source['login.schema.json']),
    signup: inline(source['signup.schema.json']),
    confirm: inline(source['confirm.schema.json']),
    resendConfirm: inline(source['resend-confirm.schema.json']),
    forgotPassword: inline(source['forgot-password.schema.json']),
    resetPassword: inline(source['reset-password.schema.json']),
  } as const;
}

/** The six auth forms in the default language, for the server routes and the cards. */
export const authFormSchemas = inlineAuthForms(authFormFiles);

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
