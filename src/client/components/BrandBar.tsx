import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTenant } from '../lib/tenant.tsx';

/** The white top bar: the partner's logo and the application title, with an optional slot on the right. */
export function BrandBar({ actions }: { actions?: ReactNode }) {
  const tenant = useTenant();
  return (
    <Box sx={{ bgcolor: 'white.main', borderTop: 4, borderColor: 'primary.main', boxShadow: '0 1px 0 rgba(0,0,0,0.08)' }}>
      <Box
        sx={{
          maxWidth: '72rem',
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          py: { xs: 1.5, sm: 2 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1.5, sm: 3 },
        }}
      >
        <Box
          component="img"
          src={tenant.branding.logoUrl}
          alt={tenant.branding.logoAlt}
          sx={{ height: { xs: 36, sm: 48 }, width: 'auto', display: 'block' }}
        />
        <Box sx={{ borderLeft: 1, borderColor: 'divider', alignSelf: 'stretch', display: { xs: 'none', sm: 'block' } }} />
        <Typography
          sx={{ display: { xs: 'none', sm: 'block' }, fontFamily: 'Georgia, serif', fontSize: '1.25rem', color: 'primary.dark' }}
        >
          {tenant.applicationTitle}
        </Typography>
        <Box sx={{ ml: 'auto' }}>{actions}</Box>
      </Box>
    </Box>
  );
}
