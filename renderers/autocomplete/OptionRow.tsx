import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rendererTexts } from '../common/texts.ts';
import type { LookupOption } from './options.ts';

type OptionRowProps = HTMLAttributes<HTMLLIElement> & { option: LookupOption };

/** One row of the listbox: a suggestion's text over its sub text, or 'Use: ' and the typed text. */
export function OptionRow({ option, ...props }: OptionRowProps) {
  if (option.kind === 'typed') {
    return (
      <li {...props}>
        {rendererTexts.lookupUse}
        {option.text}
      </li>
    );
  }
  const { text, sub_text } = option.suggestion;
  return (
    <li {...props}>
      <Box>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {text}
        </Typography>
        {sub_text && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {sub_text}
          </Typography>
        )}
      </Box>
    </li>
  );
}
