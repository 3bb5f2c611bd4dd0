import { FieldShell } from '../common/FieldShell.tsx';
import { dateTextFromIso, formatDateText, isoFromDateText } from '../common/mask.ts';
import { MaskedInput } from '../common/MaskedInput.tsx';
import { rendererTexts } from '../common/texts.ts';
import { COMMIT_DELAY_MS, useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/**
 * A date typed as MM/DD/YYYY in one keyboard-friendly box. Only a complete, real date is written (as ISO
 * `YYYY-MM-DD`); anything else clears a prior answer, so the schema reports what is missing.
 */
export function DateControl({ path, label, required, errors, uischema, data, commit }: AnswerControlProps) {
  const { text, change, blur } = useLocalText({
    answer: typeof data === 'string' ? data : '',
    commit: (answer) => commit({ [path]: answer }),
    toText: dateTextFromIso,
    toAnswer: isoFromDateText,
    delayMs: COMMIT_DELAY_MS,
  });
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors} note={rendererTexts.dateHint}>
      {(a11y) => (
        <MaskedInput
          id={path}
          value={text}
          format={formatDateText}
          onText={change}
          onBlur={blur}
          placeholder={rendererTexts.datePlaceholder}
          size="small"
          sx={{ maxWidth: '12rem' }}
          inputProps={{ inputMode: 'numeric', maxLength: 10, ...a11y }}
        />
      )}
    </FieldShell>
  );
}
