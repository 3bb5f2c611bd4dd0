import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../components/Modal.tsx';
import { fillTemplate } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Privacy policy, cookie notice, browser cookie settings, analytics opt-out and copyright, all from the tenant. */
export function PrivacyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tenant = useTenant();
  const { privacy } = tenant;
  return (
    <Modal open={open} onClose={onClose} title={messages.privacyTitle} size="medium">
      <Typography variant="h4" component="h3" gutterBottom>
        {messages.privacyPolicyHeading}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {fillTemplate(messages.privacyPolicyText, {
          partnerName: tenant.partnerName,
          privacyPolicyLink: (
            <Link href={tenant.privacyPolicyUrl} {...newTab}>
              {messages.privacyPolicyLinkText} {messages.opensInNewTab}
            </Link>
          ),
        })}
      </Typography>
      <Typography variant="h4" component="h3" gutterBottom>
        {messages.cookiesHeading}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{privacy.cookieNotice}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3, lineHeight: 1.8 }}>
        {privacy.browserCookieLinks.map((link) => (
          <li key={link.url}>
            <Link href={link.url} {...newTab}>
              {link.label} {messages.opensInNewTab}
            </Link>
          </li>
        ))}
      </Box>
      <Typography variant="h4" component="h3" gutterBottom>
        {messages.analyticsHeading}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {fillTemplate(messages.analyticsText, {
          optOutLink: (
            <Link href={privacy.analyticsOptOutUrl} {...newTab}>
              {messages.analyticsOptOutLinkText} {messages.opensInNewTab}
            </Link>
          ),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {privacy.copyright}
      </Typography>
    </Modal>
  );
}
