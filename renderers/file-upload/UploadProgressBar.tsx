import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Bytes sent (determinate) or the conversion under way (indeterminate), named for assistive technology. */
export function UploadProgressBar({ label, fraction }: { label: string; fraction: number | null }) {
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress
        aria-label={label}
        variant={fraction === null ? 'indeterminate' : 'determinate'}
        value={fraction === null ? undefined : Math.round(fraction * 100)}
      />
    </Box>
  );
}
