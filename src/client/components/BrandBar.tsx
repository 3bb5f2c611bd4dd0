import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIsServiceUser } from '../lib/service-user.ts';
import { useTenant } from '../lib/tenant.tsx';
import { LanguageControl } from './LanguageControl.tsx';
import { NewTabLink } from './NewTabLink.tsx';

/**
 * The white top bar: the partner's logo (a link to the university's own site, `siteUrl`; a plain picture in the
 * print view) and the application title, with the language control (not in the print view) and an optional slot
 * on the right. Its parts wrap onto a second line rather than widen the page on a narrow or zoomed screen.
 */
export function BrandBar({ actions }: { actions?: ReactNode }) {
  const tenant = useTenant();
  const isServiceUser = useIsServiceUser();
  const logo = <Box component="img" src={tenant.branding.logoUrl} alt={tenant.branding.logoAlt} sx={{ height: { xs: 36, sm: 48 }, width: 'auto', display: 'block' }} />;
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
          flexWrap: 'wrap',
          columnGap: { xs: 1.5, sm: 3 },
          rowGap: 1,
        }}
      >
        {isServiceUser ? (
          logo
        ) : (
          <NewTabLink href={tenant.siteUrl} sx={{ display: 'block', borderRadius: 1 }}>
            {logo}
          </NewTabLink>
        )}
        <Box sx={{ borderLeft: 1, borderColor: 'divider', alignSelf: 'stretch', display: { xs: 'none', sm: 'block' } }} />
        <Typography sx={{ display: { xs: 'none', sm: 'block' }, fontFamily: 'Georgia, serif', fontSize: '1.25rem', color: 'primary.dark' }}>
          {tenant.applicationTitle}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', columnGap: { xs: 1.5, sm: 3 }, rowGap: 1 }}>
          {!isServiceUser && <LanguageControl />}
          {actions}
        </Box>
      </Box>
    </Box>
  );
}
