import type { ValidateFunction } from 'ajv';
import { authFormSchemas, passwordMismatchMessage, type AuthForm } from '../../../../shared/auth/auth-forms.ts';
import { authAjv } from '../../../../shared/auth/auth-ajv.ts';
import { normaliseErrors } from '../../../../shared/form/normalise-errors.ts';
import type { ErrorsByKey } from '../../../../shared/form/types.ts';

export type FieldValues = Record<string, string>;

const validators = new Map<AuthForm, ValidateFunction>();

/** The form's schema compiled once, by the same AJV and the same schema files as the server's routes. */
function validatorOf(form: AuthForm): ValidateFunction {
  let validate = validators.get(form);
  if (!validate) {
    validate = authAjv.compile(authFormSchemas[form]);
    validators.set(form, validate);
  }
  return validate;
}

/** Every message of every field of one auth form, as the schema file words them. Only keys the schema knows are checked. */
export function validateAuthForm(form: AuthForm, values: FieldValues): ErrorsByKey {
  const known = Object.keys(authFormSchemas[form].properties as object);
  const body = Object.fromEntries(known.map((key) => [key, values[key] ?? '']));
  const validate = validatorOf(form);
  validate(body);
  return normaliseErrors(validate.errors, () => false);
}

/** Forgot/reset ask for the new password twice; the browser alone checks that both agree. */
export function withPasswordConfirmation(errors: ErrorsByKey, values: FieldValues): ErrorsByKey {
  if ((values.password ?? '') === (values.confirm_password ?? '')) return errors;
  return { ...errors, confirm_password: [passwordMismatchMessage] };
}
