import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '../../../lib/messages.ts';
import { usePreloadProps } from '../../../lib/route-preload.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';

/** What a visitor sees above the form: a way back in for applicants who already have an account. */
export function VisitorWelcome() {
  const preloadLogin = usePreloadProps('/login');
  return (
    <WelcomeBanner>
      <Typography>
        {messages.alreadyStarted}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }} {...preloadLogin}>
          {messages.logInLink}
        </Link>
      </Typography>
    </WelcomeBanner>
  );
}
