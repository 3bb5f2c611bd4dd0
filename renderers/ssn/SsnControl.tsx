import { FieldShell } from '../common/FieldShell.tsx';
import { formatSsn } from '../common/mask.ts';
import { MaskedInput } from '../common/MaskedInput.tsx';
import { COMMIT_DELAY_MS, useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** A Social Security number: digits only, shown and stored in 3-2-4 groups (ddd-dd-dddd). */
export function SsnControl({ path, label, required, errors, uischema, data, commit }: AnswerControlProps) {
  const { text, change, blur } = useLocalText({
    answer: typeof data === 'string' ? data : '',
    commit: (answer) => commit({ [path]: answer }),
    toAnswer: formatSsn,
    delayMs: COMMIT_DELAY_MS,
  });
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors}>
      {(a11y) => (
        <MaskedInput
          id={path}
          value={text}
          format={formatSsn}
          onText={change}
          onBlur={blur}
          size="small"
          sx={{ maxWidth: '12rem' }}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 11, ...a11y }}
        />
      )}
    </FieldShell>
  );
}
