import { useLocation } from 'react-router';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { cardTexts } from '../card-texts.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { carryAnswers, readAuthState } from '../../../lib/navigation-state.ts';
import { validateAuthForm, type FieldValues } from '../validation/auth-validation.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthCardFooter } from './AuthCardFooter.tsx';
import { UsernameField } from './UsernameField.tsx';
import { CardForm } from './CardForm.tsx';
import { CardNotice } from './CardNotice.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const validate = (values: FieldValues) => validateAuthForm('forgotPassword', values);

/** Forgot Password: asks for the e-mail; the server mails a reset link and code, and its answer shows as a dismissible success. */
export function ForgotPasswordCard() {
  const state = readAuthState(useLocation().state);
  const toast = useToast();
  const forgot = useForgotPassword();
  const form = useAuthForm({ username: state.username ?? '' }, validate);

  const submit = form.handleSubmit((values) => forgot.mutate(values, { onError: (error) => toast.error(error.message, { title: cardTexts.errorToastTitles.forgot }) }));

  return (
    <AuthCard title={messages.forgotTitle}>
      <CardNotice key={forgot.submittedAt} severity="success" message={forgot.data?.message} dismissible />
      <Typography sx={{ mb: 2.5 }}>{cardTexts.intro.forgot}</Typography>
      <CardForm onSubmit={submit}>
        <UsernameField field={form.field('username')} />
        <SubmitButton loading={forgot.isPending} />
      </CardForm>
      <AuthCardFooter card="forgot" state={carryAnswers(state)} />
    </AuthCard>
  );
}
