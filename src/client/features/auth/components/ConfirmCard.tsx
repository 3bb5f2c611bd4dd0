import { useLocation, useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { cardTexts } from '../card-texts.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { carryAnswers, readAuthState } from '../../../lib/navigation-state.ts';
import { validateAuthForm, type FieldValues } from '../validation/auth-validation.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthCardFooter } from './AuthCardFooter.tsx';
import { AuthTextField } from './AuthTextField.tsx';
import { UsernameField } from './UsernameField.tsx';
import { CardForm } from './CardForm.tsx';
import { CardNotice } from './CardNotice.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const validate = (values: FieldValues) => validateAuthForm('confirm', values);

/** Confirm Your Account: the e-mail (handed over by sign-up, resend or login) and the 6-digit code from the mail. */
export function ConfirmCard() {
  const state = readAuthState(useLocation().state);
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirmAccount();
  const form = useAuthForm({ username: state.username ?? '', code: '' }, validate);

  const submit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: ({ message }) => void navigate('/login', { state: { username: values.username, successMessage: message, ...carryAnswers(state) } }),
      onError: (error) => toast.error(error.message, { title: cardTexts.errorToastTitles.confirm }),
    }),
  );

  return (
    <AuthCard title={messages.confirmTitle}>
      <CardNotice severity="success" message={state.successMessage} />
      <Typography sx={{ mb: 2.5 }}>{cardTexts.intro.confirm}</Typography>
      <CardForm onSubmit={submit}>
        <UsernameField field={form.field('username')} />
        <AuthTextField field={form.field('code')} label={cardTexts.fields.code} inputMode="numeric" autoComplete="one-time-code" />
        <SubmitButton loading={confirm.isPending} />
      </CardForm>
      <AuthCardFooter card="confirm" state={carryAnswers(state)} />
    </AuthCard>
  );
}
