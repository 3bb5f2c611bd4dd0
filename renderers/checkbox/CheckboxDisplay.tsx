import { Typography } from '@mui/material';
import type { ControlProps } from '@jsonforms/core';
import { rendererTexts } from '../common/texts.ts';

/** Read-only twin for the print view: `[X] question` or `[ ] question`, no input. */
export function CheckboxDisplay({ path, label, data }: ControlProps) {
  return (
    <Typography id={path} sx={{ my: 1 }}>
      {data === true ? rendererTexts.checked : rendererTexts.unchecked} {label}
    </Typography>
  );
}
