import type { AuthFieldProps } from '../hooks/use-auth-form.ts';
import { cardTexts } from '../card-texts.ts';
import { AuthTextField } from './AuthTextField.tsx';

/**
 * The account's e-mail address, which is its username. HTML's autofill table allows `username` on a text control
 * (conformance checkers refuse it on `type="email"`, whose field names are the e-mail ones), and `username` is what
 * tells a password manager to pair this field with the password. So: a text input with the e-mail keyboard
 * (`inputmode="email"`) and `autocomplete="username"`; the card's own validation checks the address (the form is
 * `noValidate`, so the browser's e-mail check would never run anyway).
 */
export function UsernameField({ field }: { field: AuthFieldProps }) {
  return <AuthTextField field={field} label={cardTexts.fields.username} type="text" inputMode="email" autoComplete="username" />;
}
