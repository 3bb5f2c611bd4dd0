import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { passwordRequiredMessage, passwordRules } from '../../../../shared/auth/auth-forms.ts';
import { cardTexts } from '../card-texts.ts';
import type { AuthFieldProps } from '../hooks/use-auth-form.ts';
import { AuthTextField } from './AuthTextField.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

const ruleMessages: ReadonlySet<string> = new Set(passwordRules.map((rule) => rule.message));

/** Under a new-password field: not the rules (the checklist shows them), but 'required' while it is empty. */
function newPasswordMessages({ value, errors }: AuthFieldProps): string[] {
  if (errors.length === 0) return errors;
  if (value === '') return [passwordRequiredMessage];
  return errors.filter((message) => !ruleMessages.has(message));
}

interface PasswordFieldProps {
  field: AuthFieldProps;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Show the live checklist of the new-password rules under the field. */
  withChecklist?: boolean;
}

/** A password input with a show/hide toggle (a labelled button whose pressed state says whether the text shows). */
export function PasswordField({ field, label, autoComplete, withChecklist = false }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const checklistId = useId();
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={cardTexts.showPassword} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)} edge="end">
        {visible ? <VisibilityOff aria-hidden /> : <Visibility aria-hidden />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <div>
      <AuthTextField
        field={field}
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        endAdornment={toggle}
        shownMessages={withChecklist ? newPasswordMessages(field) : undefined}
        describedBy={withChecklist ? checklistId : undefined}
      />
      {withChecklist && <PasswordChecklist id={checklistId} password={field.value} />}
    </div>
  );
}
