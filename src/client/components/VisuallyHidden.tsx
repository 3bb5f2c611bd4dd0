import Box, { type BoxProps } from '@mui/material/Box';

const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Read by screen readers, not shown on screen. */
export function VisuallyHidden(props: BoxProps) {
  return <Box component="span" {...props} sx={hidden} />;
}
