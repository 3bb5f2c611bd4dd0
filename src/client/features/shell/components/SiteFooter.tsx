import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTenant } from '../../../lib/tenant.tsx';
import { HelpModal } from './HelpModal.tsx';
import { PrivacyModal } from './PrivacyModal.tsx';

const footerButton = { color: 'white.main', textDecoration: 'underline', px: 1, minWidth: 0 } as const;

/** The page footer: Help and Privacy dialogs and the partner's copyright. */
export function SiteFooter() {
  const tenant = useTenant();
  const [openModal, setOpenModal] = useState<'help' | 'privacy' | null>(null);
  const close = () => setOpenModal(null);
  return (
    <Box component="footer" sx={{ bgcolor: 'neutral.dark', color: 'white.main', mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: '72rem',
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          py: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button sx={footerButton} onClick={() => setOpenModal('help')}>
            Help
          </Button>
          <Button sx={footerButton} onClick={() => setOpenModal('privacy')}>
            Privacy
          </Button>
        </Box>
        <Typography variant="body2" sx={{ ml: { sm: 'auto' }, color: 'neutral.light', textAlign: 'center' }}>
          {tenant.privacy.copyright}
        </Typography>
      </Box>
      <HelpModal open={openModal === 'help'} onClose={close} />
      <PrivacyModal open={openModal === 'privacy'} onClose={close} />
    </Box>
  );
}
