import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePreloadProps } from '../../../lib/route-preload.tsx';
import { cardTexts, type CardName } from '../card-texts.ts';
import type { AuthNavigationState } from '../../../lib/navigation-state.ts';

interface AuthCardFooterProps {
  card: CardName;
  /** Handed on to the next card (a visitor's in-progress answers). */
  state?: AuthNavigationState;
}

/** The question under each card with its link to another account screen. */
export function AuthCardFooter({ card, state }: AuthCardFooterProps) {
  const { question, link, to } = cardTexts.footers[card];
  const preload = usePreloadProps(to);
  return (
    <Typography sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      {question}{' '}
      <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 600 }} {...preload}>
        {link}
      </Link>
    </Typography>
  );
}
