import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldShell, type FieldA11y } from '../common/FieldShell.tsx';
import { rendererDefaults } from '../common/texts.ts';
import { COMMIT_DELAY_MS, useLocalAnswerInput } from '../common/use-local-text.ts';
import type { AnswerControlProps, Commit } from '../common/with-answer-props.tsx';

/** A one-line answer, at most the schema's maxLength (default 45) characters. */
export function TextControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const maxLength = schema.maxLength ?? rendererDefaults.textMaxLength;
  const answer = typeof data === 'string' ? data : '';
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors}>
      {(a11y) => <TextInput path={path} answer={answer} commit={commit} maxLength={maxLength} a11y={a11y} />}
    </FieldShell>
  );
}

interface TextInputProps {
  path: string;
  answer: string;
  commit: Commit;
  maxLength: number;
  a11y: FieldA11y;
}

/** The box alone holds the typed text, so a letter re-renders the input, not the label, hint and errors around it. */
function TextInput({ path, answer, commit, maxLength, a11y }: TextInputProps) {
  const { bound } = useLocalAnswerInput(path, answer, commit, COMMIT_DELAY_MS);
  return <OutlinedInput {...bound} size="small" fullWidth inputProps={{ maxLength, ...a11y }} />;
}
