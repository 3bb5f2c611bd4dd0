import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTenant } from '../lib/tenant.tsx';

/** The partner's selling points (always free to apply, test scores optional, scholarships), light on a dark band. */
export function MarketingBullets() {
  const { branding } = useTenant();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        width: { xs: 'fit-content', sm: 'auto' },
        mx: 'auto',
        textAlign: 'left',
        columnGap: 4,
        rowGap: 1,
        color: 'white.main',
      }}
    >
      {branding.marketingBullets.map((bullet) => (
        <Box component="li" key={bullet} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: { xs: '0.875rem', sm: '0.95rem' } }}>
          <CheckCircleIcon aria-hidden sx={{ fontSize: '1.1rem', flexShrink: 0, color: 'secondary.light' }} />
          {bullet}
        </Box>
      ))}
    </Box>
  );
}
