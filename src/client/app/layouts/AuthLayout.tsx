import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandBar } from '../../components/BrandBar.tsx';
import { MarketingBullets } from '../../components/MarketingBullets.tsx';
import { SiteFooter } from '../../features/shell/components/SiteFooter.tsx';
import { useTenant } from '../../lib/tenant.tsx';
import { usePageShellMark } from '../../lib/page-shell-context.ts';

/** The account screens: brand header with title and selling points, the card centred over it. */
export function AuthLayout() {
  const tenant = useTenant();
  const shellMark = usePageShellMark();
  return (
    <Box {...shellMark} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header">
        <BrandBar />
        <Box
          sx={(theme) => ({
            background: `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
            color: 'white.main',
            textAlign: 'center',
            px: 2,
            pt: { xs: 4, sm: 6 },
            pb: { xs: 10, sm: 12 },
          })}
        >
          <Typography sx={{ color: 'primary.extraLight', fontSize: '1rem', letterSpacing: '0.08em', textTransform: 'uppercase', mb: 1 }}>{tenant.partnerName}</Typography>
          <Typography sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.5rem' }, mb: 2.5 }}>{tenant.applicationTitle}</Typography>
          <MarketingBullets />
        </Box>
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, mt: -7, pb: 6 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
