import { OutlinedInput } from '@mui/material';
import { FieldShell } from '../common/FieldShell.tsx';
import { useFormContext } from '../common/form-context.tsx';
import { characterCountText, rendererDefaults } from '../common/texts.ts';
import { useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** A long answer with a visible count; `"limit": "partner"` takes the tenant's characterLimit. Committed on blur. */
export function TextareaControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const { characterLimit } = useFormContext();
  const ownLimit = schema.maxLength ?? rendererDefaults.textareaMaxLength;
  const limit = uischema.options?.limit === 'partner' ? (characterLimit ?? ownLimit) : ownLimit;
  const { text, change, blur } = useLocalText({
    answer: typeof data === 'string' ? data : '',
    commit: (answer) => commit({ [path]: answer }),
  });
  return (
    <FieldShell
      inputId={path}
      label={label}
      required={required}
      help={uischema.options?.help}
      errors={errors}
      note={characterCountText(text.length, limit)}
    >
      {(a11y) => (
        <OutlinedInput
          id={path}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
          multiline
          // A plain <textarea rows=8>: MUI's default, TextareaAutosize, measures itself (a forced layout) after
          // every render, which cost each commit anywhere on the page a reflow per textarea.
          inputComponent="textarea"
          rows={8}
          fullWidth
          inputProps={{ maxLength: limit, ...a11y }}
        />
      )}
    </FieldShell>
  );
}
