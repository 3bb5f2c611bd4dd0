import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../components/Modal.tsx';
import { useTenant } from '../../../lib/tenant.tsx';

/** Technical help by e-mail and the office of admission's address and phone, all from the tenant. */
export function HelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tenant = useTenant();
  return (
    <Modal open={open} onClose={onClose} title="Help" size="small">
      <Typography variant="h4" component="h3" gutterBottom>
        Technical help
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Having trouble with the online application? E-mail{' '}
        <Link href={`mailto:${tenant.helpEmail}`}>{tenant.helpEmail}</Link> and we will get back to you.
      </Typography>
      <Typography variant="h4" component="h3" gutterBottom>
        Office of Admission
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
        {tenant.addressLines.map((line) => (
          <Box key={line}>{line}</Box>
        ))}
        <Box sx={{ mt: 1 }}>
          Phone: <Link href={`tel:${tenant.phone.replace(/[^\d]/g, '')}`}>{tenant.phone}</Link>
        </Box>
      </Box>
    </Modal>
  );
}
