import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { messages } from '../lib/messages.ts';
import { BrandBar } from './BrandBar.tsx';

/** The generic error screen ('Something went wrong.'), under the partner's brand bar. */
export function ErrorScreen() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header">
        <BrandBar />
      </Box>
      <Box component="main" sx={{ px: 2, py: { xs: 6, sm: 10 }, display: 'flex', justifyContent: 'center' }}>
        <Paper variant="outlined" sx={{ maxWidth: '36rem', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <ErrorOutlineIcon aria-hidden sx={{ fontSize: '3rem', color: 'error.main', mb: 1 }} />
          <Typography variant="h2" component="h1" gutterBottom>
            {messages.somethingWentWrong}
          </Typography>
          <Typography color="text.secondary">{messages.issueLogged}</Typography>
        </Paper>
      </Box>
    </Box>
  );
}
