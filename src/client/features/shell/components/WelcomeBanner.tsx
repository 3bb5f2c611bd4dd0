import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../../lib/messages.ts';

interface WelcomeBannerProps {
  /** Optional heading (the student variants have one; the visitor prompt does not). */
  title?: ReactNode;
  children: ReactNode;
}

/** The banner above the form; each welcome variant fills this frame. */
export function WelcomeBanner({ title, children }: WelcomeBannerProps) {
  return (
    <Box
      component="section"
      aria-label={typeof title === 'string' ? title : messages.welcomeLabel}
      sx={{
        bgcolor: 'primary.extraLight',
        borderLeft: 4,
        borderColor: 'primary.main',
        borderRadius: 1,
        px: { xs: 2, sm: 3 },
        py: 2,
        mb: 3,
      }}
    >
      {title && (
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}
