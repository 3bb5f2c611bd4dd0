import { formatSsn } from '../common/mask.ts';
import { maskedAnswerControl } from '../common/MaskedAnswerControl.tsx';

/** A Social Security number: digits only, shown and stored in 3-2-4 groups (ddd-dd-dddd). */
export const SsnControl = maskedAnswerControl({
  format: formatSsn,
  toAnswer: formatSsn,
  maxWidth: '12rem',
  inputProps: { inputMode: 'numeric', autoComplete: 'off', maxLength: 11 },
});
