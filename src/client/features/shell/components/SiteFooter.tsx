import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NewTabLink } from '../../../components/NewTabLink.tsx';
import { fillTemplate, fillText } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import { useHiddenUntilScripted } from '../../../lib/page-shell-context.ts';
import { useTenant } from '../../../lib/tenant.tsx';
import { HelpModal } from './HelpModal.tsx';
import { PrivacyModal } from './PrivacyModal.tsx';

const footerButton = { color: 'white.main', textDecoration: 'underline', px: 1, minWidth: 0 } as const;
const footerLink = { color: 'white.main', textDecorationColor: 'inherit' } as const;

/**
 * The page footer: Help and Privacy dialogs and the partner's copyright.
 * - `site` (account cards): just that.
 * - `form` (the three form pages, where an applicant is stuck mid-question): beside the Help and Privacy buttons, the
 *   tenant's help line (phone and help e-mail as links) and direct links to its privacy policy and its own site, so
 *   help is one step away without opening a dialog.
 */
export function SiteFooter({ variant = 'site' }: { variant?: 'site' | 'form' }) {
  const tenant = useTenant();
  const [openModal, setOpenModal] = useState<'help' | 'privacy' | null>(null);
  const close = () => setOpenModal(null);
  const hidden = useHiddenUntilScripted();
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
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button sx={footerButton} style={hidden} onClick={() => setOpenModal('help')}>
            {messages.helpButton}
          </Button>
          <Button sx={footerButton} style={hidden} onClick={() => setOpenModal('privacy')}>
            {messages.privacyButton}
          </Button>
        </Box>
        {variant === 'form' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, textAlign: { xs: 'center', sm: 'left' } }}>
            <Typography variant="body2">
              {fillTemplate(messages.footerHelpLine, {
                phone: (
                  <Link sx={footerLink} href={`tel:${tenant.phone.replace(/[^\d]/g, '')}`}>
                    {tenant.phone}
                  </Link>
                ),
                helpEmail: (
                  <Link sx={footerLink} href={`mailto:${tenant.helpEmail}`}>
                    {tenant.helpEmail}
                  </Link>
                ),
              })}
            </Typography>
            <Typography variant="body2" sx={{ display: 'flex', gap: 2, justifyContent: { xs: 'center', sm: 'flex-start' } }}>
              <NewTabLink sx={footerLink} href={tenant.privacyPolicyUrl}>
                {messages.privacyPolicyLink}
              </NewTabLink>
              <NewTabLink sx={footerLink} href={tenant.siteUrl}>
                {fillText(messages.siteLink, { partnerName: tenant.partnerName })}
              </NewTabLink>
            </Typography>
          </Box>
        )}
        <Typography variant="body2" sx={{ ml: { sm: 'auto' }, color: 'neutral.light', textAlign: 'center' }}>
          {tenant.privacy.copyright}
        </Typography>
      </Box>
      <HelpModal open={openModal === 'help'} onClose={close} />
      <PrivacyModal open={openModal === 'privacy'} onClose={close} />
    </Box>
  );
}
