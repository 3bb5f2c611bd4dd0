import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import Typography from '@mui/material/Typography';
import { checkboxText } from './display-text.ts';

/** Read-only twin for the print view: `[X] question` or `[ ] question`, no input. */
export function CheckboxDisplay({ path, label, data }: AnswerControlProps) {
  return (
    <Typography id={path} sx={{ my: 1 }}>
      {checkboxText(data)} {label}
    </Typography>
  );
}
