import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { useSignUp } from '../api/sign-up.ts';
import { cardTexts } from '../card-texts.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { carryAnswers, readAuthState } from '../../../lib/navigation-state.ts';
import { validateAuthForm, type FieldValues } from '../validation/auth-validation.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthCardFooter } from './AuthCardFooter.tsx';
import { UsernameField } from './UsernameField.tsx';
import { CardForm } from './CardForm.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const validate = (values: FieldValues) => validateAuthForm('signup', values);

/** Sign Up: e-mail and a new password; on success /confirm carries the e-mail, the server's message and any answers. */
export function SignUpCard() {
  const state = readAuthState(useLocation().state);
  const navigate = useNavigate();
  const toast = useToast();
  const signUp = useSignUp();
  const form = useAuthForm({ username: state.username ?? '', password: '' }, validate);

  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: ({ message }) => void navigate('/confirm', { state: { username: values.username, successMessage: message, ...carryAnswers(state) } }),
      onError: (error) => toast.error(error.message, { title: cardTexts.errorToastTitles.signup }),
    }),
  );

  return (
    <AuthCard title={messages.signupTitle}>
      <CardForm onSubmit={submit}>
        <UsernameField field={form.field('username')} />
        <PasswordField field={form.field('password')} label={cardTexts.fields.newPassword} autoComplete="new-password" withChecklist />
        <SubmitButton loading={signUp.isPending} />
      </CardForm>
      <AuthCardFooter card="signup" state={carryAnswers(state)} />
    </AuthCard>
  );
}
