import { formatPhone, phoneAnswer } from '../common/mask.ts';
import { maskedAnswerControl } from '../common/MaskedAnswerControl.tsx';

/** A phone number formatted as (ddd) ddd-dddd while it is typed, and stored that way. */
export const PhoneControl = maskedAnswerControl({
  format: formatPhone,
  toAnswer: phoneAnswer,
  maxWidth: '14rem',
  inputProps: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
});
