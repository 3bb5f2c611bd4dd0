import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldNote, FieldShell, type FieldA11y } from '../common/FieldShell.tsx';
import { useFormContext } from '../common/form-context.tsx';
import { characterCountText, rendererDefaults } from '../common/texts.ts';
import { useLocalAnswerInput } from '../common/use-local-text.ts';
import type { AnswerControlProps, Commit } from '../common/with-answer-props.tsx';

/** A long answer with a visible count; `"limit": "partner"` takes the tenant's characterLimit. Committed on blur. */
export function TextareaControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const { characterLimit } = useFormContext();
  const ownLimit = schema.maxLength ?? rendererDefaults.textareaMaxLength;
  const limit = uischema.options?.limit === 'partner' ? (characterLimit ?? ownLimit) : ownLimit;
  const answer = typeof data === 'string' ? data : '';
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors} notedByInput>
      {(a11y, noteId) => <TextareaInput path={path} answer={answer} commit={commit} limit={limit} a11y={a11y} noteId={noteId} />}
    </FieldShell>
  );
}

interface TextareaInputProps {
  path: string;
  answer: string;
  commit: Commit;
  limit: number;
  a11y: FieldA11y;
  noteId: string;
}

/** The box and its count hold the typed text, so a letter re-renders them, not the label, hint and errors. */
function TextareaInput({ path, answer, commit, limit, a11y, noteId }: TextareaInputProps) {
  const { text, bound } = useLocalAnswerInput(path, answer, commit);
  return (
    <>
      <OutlinedInput
        {...bound}
        multiline
        // A plain <textarea rows=8>: MUI's default, TextareaAutosize, measures itself (a forced layout) after
        // every render, which cost each commit anywhere on the page a reflow per textarea.
        inputComponent="textarea"
        rows={8}
        fullWidth
        inputProps={{ maxLength: limit, ...a11y }}
      />
      <FieldNote id={noteId}>{characterCountText(text.length, limit)}</FieldNote>
    </>
  );
}
