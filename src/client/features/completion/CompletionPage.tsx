import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandBar } from '../../components/BrandBar.tsx';
import { fillText } from '../../lib/fill-template.tsx';
import { messages } from '../../lib/messages.ts';
import { ToastErrorBoundary } from '../../components/ToastErrorBoundary.tsx';
import { PdfDownloadLink } from '../pdf/components/PdfDownloadLink.tsx';
import { useTenant } from '../../lib/tenant.tsx';

/** After submission (no form layout): the success message handed over in navigation state. */
export function CompletionPage() {
  const tenant = useTenant();
  const successMessage = (useLocation().state as { successMessage?: string } | null)?.successMessage;
  useEffect(() => {
    document.title = `${tenant.applicationTitle} | ${tenant.partnerName}`;
  }, [tenant]);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header">
        <BrandBar />
      </Box>
      <Box component="main" sx={{ px: 2, py: { xs: 5, sm: 8 }, display: 'flex', justifyContent: 'center' }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: '40rem', p: { xs: 3, sm: 5 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {tenant.partnerName} {tenant.applicationTitle}
          </Typography>
          {successMessage && <Alert severity="success">{successMessage}</Alert>}
          <Typography sx={{ mt: 3 }}>
            <Link href={tenant.siteUrl}>{fillText(messages.siteLink, { partnerName: tenant.partnerName })}</Link>
          </Typography>
          <Box sx={{ mt: 3 }}>
            <ToastErrorBoundary resetKey="completion">
              <PdfDownloadLink askAtOnce />
            </ToastErrorBoundary>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
