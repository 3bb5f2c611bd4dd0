import { useNavigate, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { cardTexts } from '../card-texts.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { validateAuthForm, withPasswordConfirmation, type FieldValues } from '../validation/auth-validation.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthCardFooter } from './AuthCardFooter.tsx';
import { AuthTextField } from './AuthTextField.tsx';
import { UsernameField } from './UsernameField.tsx';
import { CardForm } from './CardForm.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const validate = (values: FieldValues) => withPasswordConfirmation(validateAuthForm('resetPassword', values), values);

/** Reset Password: the e-mail and code come from the mailed link (?username=…&id=…); a new password, typed twice. */
export function ResetPasswordCard() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const form = useAuthForm({ username: query.get('username') ?? '', id: query.get('id') ?? '', password: '', confirm_password: '' }, validate);

  const submit = form.handleSubmit(({ username, id, password }) =>
    reset.mutate(
      { username, id, password },
      {
        onSuccess: ({ message }) => void navigate('/login', { state: { username, successMessage: message } }),
        onError: (error) => toast.error(error.message, { title: cardTexts.errorToastTitles.reset }),
      },
    ),
  );

  return (
    <AuthCard title={messages.resetTitle}>
      <Typography sx={{ mb: 2.5 }}>{cardTexts.intro.reset}</Typography>
      <CardForm onSubmit={submit}>
        <UsernameField field={form.field('username')} />
        <AuthTextField field={form.field('id')} label={cardTexts.fields.resetCode} inputMode="numeric" autoComplete="one-time-code" />
        <PasswordField field={form.field('password')} label={cardTexts.fields.newPassword} autoComplete="new-password" withChecklist />
        <PasswordField field={form.field('confirm_password')} label={cardTexts.fields.confirmPassword} autoComplete="new-password" />
        <SubmitButton loading={reset.isPending} />
      </CardForm>
      <AuthCardFooter card="reset" />
    </AuthCard>
  );
}
