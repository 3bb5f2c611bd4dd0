import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../components/Modal.tsx';
import { useTenant } from '../../../lib/tenant.tsx';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Privacy policy, cookie notice, browser cookie settings, analytics opt-out and copyright, all from the tenant. */
export function PrivacyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tenant = useTenant();
  const { privacy } = tenant;
  return (
    <Modal open={open} onClose={onClose} title="Privacy" size="medium">
      <Typography variant="h4" component="h3" gutterBottom>
        Privacy policy
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Read how {tenant.partnerName} uses and protects your information in our{' '}
        <Link href={tenant.privacyPolicyUrl} {...newTab}>
          privacy policy (opens in a new tab)
        </Link>
        .
      </Typography>
      <Typography variant="h4" component="h3" gutterBottom>
        Cookies
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{privacy.cookieNotice}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3, lineHeight: 1.8 }}>
        {privacy.browserCookieLinks.map((link) => (
          <li key={link.url}>
            <Link href={link.url} {...newTab}>
              {link.label} (opens in a new tab)
            </Link>
          </li>
        ))}
      </Box>
      <Typography variant="h4" component="h3" gutterBottom>
        Analytics
      </Typography>
      <Typography sx={{ mb: 3 }}>
        You can{' '}
        <Link href={privacy.analyticsOptOutUrl} {...newTab}>
          opt out of analytics (opens in a new tab)
        </Link>{' '}
        in your browser.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {privacy.copyright}
      </Typography>
    </Modal>
  );
}
