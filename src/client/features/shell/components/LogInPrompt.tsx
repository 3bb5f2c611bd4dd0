import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '../../../lib/messages.ts';
import { usePreloadProps } from '../../../lib/route-preload.tsx';

/** A visitor's way back in for applicants who already have an account. */
export function LogInPrompt() {
  const preloadLogin = usePreloadProps('/login');
  return (
    <Typography sx={{ mt: 1.5 }}>
      {messages.alreadyStarted}{' '}
      <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }} {...preloadLogin}>
        {messages.logInLink}
      </Link>
    </Typography>
  );
}
