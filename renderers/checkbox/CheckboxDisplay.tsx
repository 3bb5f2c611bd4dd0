import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import Typography from '@mui/material/Typography';
import { rendererTexts } from '../common/texts.ts';

/** Read-only twin for the print view: `[X] question` or `[ ] question`, no input. */
export function CheckboxDisplay({ path, label, data }: AnswerControlProps) {
  return (
    <Typography id={path} sx={{ my: 1 }}>
      {data === true ? rendererTexts.checked : rendererTexts.unchecked} {label}
    </Typography>
  );
}
