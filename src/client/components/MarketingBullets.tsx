import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTenant } from '../lib/tenant.tsx';

/** The partner's selling points (always free to apply, test scores optional, scholarships), light on a dark band. */
export function MarketingBullets({ align = 'center' }: { align?: 'center' | 'start' }) {
  const { branding } = useTenant();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        columnGap: 4,
        rowGap: 1,
        color: 'white.main',
      }}
    >
      {branding.marketingBullets.map((bullet) => (
        <Box component="li" key={bullet} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.95rem' }}>
          <CheckCircleIcon aria-hidden sx={{ fontSize: '1.1rem', color: 'secondary.light' }} />
          {bullet}
        </Box>
      ))}
    </Box>
  );
}
