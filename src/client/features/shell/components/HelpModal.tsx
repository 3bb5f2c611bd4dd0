import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../components/Modal.tsx';
import { fillTemplate } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import { useTenant } from '../../../lib/tenant.tsx';

/** Technical help by e-mail and the office of admission's address and phone, all from the tenant. */
export function HelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tenant = useTenant();
  return (
    <Modal open={open} onClose={onClose} title={messages.helpTitle} size="small">
      <Typography variant="h4" component="h3" gutterBottom>
        {messages.helpTechnicalHeading}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {fillTemplate(messages.helpTechnicalText, {
          helpEmail: <Link href={`mailto:${tenant.helpEmail}`}>{tenant.helpEmail}</Link>,
        })}
      </Typography>
      <Typography variant="h4" component="h3" gutterBottom>
        {messages.helpOfficeHeading}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
        {tenant.addressLines.map((line) => (
          <Box key={line}>{line}</Box>
        ))}
        <Box sx={{ mt: 1 }}>
          {fillTemplate(messages.helpPhone, {
            phone: <Link href={`tel:${tenant.phone.replace(/[^\d]/g, '')}`}>{tenant.phone}</Link>,
          })}
        </Box>
      </Box>
    </Modal>
  );
}
