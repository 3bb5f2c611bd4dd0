import Box from '@mui/material/Box';
import EventIcon from '@mui/icons-material/Event';
import { useTenant } from '../../../lib/tenant.tsx';
import { isWithinWindow } from '../../../../shared/date-window.ts';

/** The tenant's dated notice (e.g. a priority deadline), shown only inside its start–end window. */
export function DateBanner({ now = new Date() }: { now?: Date }) {
  const banner = useTenant().branding.dateBanner;
  if (!banner || !isWithinWindow(now, banner.start, banner.end)) return null;
  return (
    <Box
      role="note"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'secondary.extraLight',
        color: 'secondary.dark',
        fontWeight: 600,
        fontSize: { xs: '0.9rem', sm: '1rem' },
        textAlign: 'center',
      }}
    >
      <EventIcon aria-hidden fontSize="small" />
      {banner.text}
    </Box>
  );
}
