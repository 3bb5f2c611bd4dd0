import { FieldShell } from '../common/FieldShell.tsx';
import { formatPhone, phoneAnswer } from '../common/mask.ts';
import { MaskedInput } from '../common/MaskedInput.tsx';
import { COMMIT_DELAY_MS, useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** A phone number formatted as (ddd) ddd-dddd while it is typed, and stored that way. */
export function PhoneControl({ path, label, required, errors, uischema, data, commit }: AnswerControlProps) {
  const { text, change, blur } = useLocalText({
    answer: typeof data === 'string' ? data : '',
    commit: (answer) => commit({ [path]: answer }),
    toAnswer: phoneAnswer,
    delayMs: COMMIT_DELAY_MS,
  });
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors}>
      {(a11y) => (
        <MaskedInput
          id={path}
          value={text}
          format={formatPhone}
          onText={change}
          onBlur={blur}
          size="small"
          sx={{ maxWidth: '14rem' }}
          inputProps={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', ...a11y }}
        />
      )}
    </FieldShell>
  );
}
