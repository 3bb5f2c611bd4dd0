import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useToast } from '../../../components/toast/toast-context.ts';
import { messages } from '../../../lib/messages.ts';
import { defaultFormPage } from '../../../lib/pages.ts';
import { isNotConfirmed, useLogIn } from '../api/log-in.ts';
import { cardTexts } from '../card-texts.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { carryAnswers, readAuthState } from '../../../lib/navigation-state.ts';
import { validateAuthForm, type FieldValues } from '../validation/auth-validation.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthCardFooter } from './AuthCardFooter.tsx';
import { UsernameField } from './UsernameField.tsx';
import { CardForm } from './CardForm.tsx';
import { CardNotice } from './CardNotice.tsx';
import { PasswordField } from './PasswordField.tsx';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const validate = (values: FieldValues) => validateAuthForm('login', values);

/**
 * Log In. Success goes into the form (any in-progress answers ride along as `studentAnswers` for the form to save);
 * an account still waiting for its code goes to /confirm with the server's message, like sign-up does.
 */
export function LoginCard() {
  const state = readAuthState(useLocation().state);
  const navigate = useNavigate();
  const toast = useToast();
  const logIn = useLogIn();
  const form = useAuthForm({ username: state.username ?? '', password: '' }, validate);
  const answers = carryAnswers(state);

  const toConfirm = (username: string, successMessage: string) => void navigate('/confirm', { state: { username, successMessage, ...answers } });

  const submit = form.handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: () => void navigate(defaultFormPage.path, { state: answers }),
      onError: (error) => {
        if (isNotConfirmed(error)) toConfirm(values.username, error.message);
        else toast.error(error.message, { title: cardTexts.errorToastTitles.login });
      },
    }),
  );

  return (
    <AuthCard title={messages.loginTitle}>
      <CardNotice severity="error" message={state.errorMessage} />
      <CardNotice severity="success" message={state.successMessage} />
      <CardForm onSubmit={submit}>
        <UsernameField field={form.field('username')} />
        <div>
          <PasswordField field={form.field('password')} label={cardTexts.fields.password} autoComplete="current-password" />
          <Box sx={{ textAlign: 'right', mt: 0.5 }}>
            <Link component={RouterLink} to="/forgot" state={{ username: form.values.username }}>
              {cardTexts.forgotPasswordLink}
            </Link>
          </Box>
        </div>
        <SubmitButton loading={logIn.isPending} />
      </CardForm>
      <ResendCodeButton
        username={form.values.username}
        onInvalid={(message) => form.flagError('username', message)}
        onSent={(message) => toConfirm(form.values.username, message)}
      />
      <AuthCardFooter card="login" state={answers} />
    </AuthCard>
  );
}
