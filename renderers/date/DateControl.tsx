import { dateTextFromIso, formatDateText, isoFromDateText } from '../common/mask.ts';
import { maskedAnswerControl } from '../common/MaskedAnswerControl.tsx';
import { rendererTexts } from '../common/texts.ts';

/**
 * A date typed as MM/DD/YYYY in one keyboard-friendly box. Only a complete, real date is written (as ISO
 * `YYYY-MM-DD`); anything else clears a prior answer, so the schema reports what is missing.
 */
export const DateControl = maskedAnswerControl({
  format: formatDateText,
  toText: dateTextFromIso,
  toAnswer: isoFromDateText,
  maxWidth: '12rem',
  inputProps: { inputMode: 'numeric', maxLength: 10 },
  placeholder: () => rendererTexts.datePlaceholder,
  note: () => rendererTexts.dateHint,
});
