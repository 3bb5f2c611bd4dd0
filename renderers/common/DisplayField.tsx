import { Box, Typography } from '@mui/material';

/** A read-only answer for the service (print) view: the question and its value as plain text. */
export function DisplayField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Box id={id} sx={{ my: 1 }}>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body1" sx={{ whiteSpace: 'pre-wrap', minHeight: '1.5em' }}>
        {value}
      </Typography>
    </Box>
  );
}
