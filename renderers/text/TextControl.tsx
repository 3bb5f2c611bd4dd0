import { OutlinedInput } from '@mui/material';
import { FieldShell } from '../common/FieldShell.tsx';
import { rendererDefaults } from '../common/texts.ts';
import { COMMIT_DELAY_MS, useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** A one-line answer, at most the schema's maxLength (default 45) characters. */
export function TextControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const { text, change, blur } = useLocalText({
    answer: typeof data === 'string' ? data : '',
    commit: (answer) => commit({ [path]: answer }),
    delayMs: COMMIT_DELAY_MS,
  });
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors}>
      {(a11y) => (
        <OutlinedInput
          id={path}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
          size="small"
          fullWidth
          inputProps={{ maxLength: schema.maxLength ?? rendererDefaults.textMaxLength, ...a11y }}
        />
      )}
    </FieldShell>
  );
}
