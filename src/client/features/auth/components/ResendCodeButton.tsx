import Box from '@mui/material/Box';
import { ButtonWithLoading } from '../../../components/ButtonWithLoading.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useResendConfirm } from '../api/resend-confirm.ts';
import { cardTexts } from '../card-texts.ts';
import { validateAuthForm } from '../validation/auth-validation.ts';

interface ResendCodeButtonProps {
  username: string;
  /** The e-mail is not valid: the resend schema's message, for the e-mail field. */
  onInvalid: (message: string) => void;
  onSent: (message: string) => void;
}

/** 'Resend confirmation code?' under the login form: needs a valid e-mail, then mails a fresh code. */
export function ResendCodeButton({ username, onInvalid, onSent }: ResendCodeButtonProps) {
  const toast = useToast();
  const resend = useResendConfirm();

  const send = () => {
    const [problem] = validateAuthForm('resendConfirm', { username }).username ?? [];
    if (problem) return onInvalid(problem);
    resend.mutate(
      { username },
      {
        onSuccess: ({ message }) => onSent(message),
        onError: (error) => toast.error(error.message, { title: cardTexts.errorToastTitles.resend }),
      },
    );
  };

  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <ButtonWithLoading variant="text" onClick={send} loading={resend.isPending}>
        {cardTexts.resendCode}
      </ButtonWithLoading>
    </Box>
  );
}
