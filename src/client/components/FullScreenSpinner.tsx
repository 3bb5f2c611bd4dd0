import Box from '@mui/material/Box';
import { Spinner } from './Spinner.tsx';

/** Above everything (the highest z-index there is) while the base profile loads. */
const MAX_Z_INDEX = 2147483647;

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: MAX_Z_INDEX,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Spinner size="large" label={label} />
    </Box>
  );
}
