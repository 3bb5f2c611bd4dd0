import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell.tsx';
import { MaskedInput } from './MaskedInput.tsx';
import { COMMIT_DELAY_MS, useLocalText } from './use-local-text.ts';
import type { AnswerControlProps } from './with-answer-props.tsx';

export interface MaskedAnswerKind {
  /** Reformats the box after each edit. */
  format(text: string): string;
  /** The answer written for what the box holds. */
  toAnswer(text: string): string;
  /** What the box shows for a stored answer (the answer itself when absent). */
  toText?(answer: string): string;
  maxWidth: string;
  inputProps: InputBaseComponentProps;
  /** Read at each render, since texts follow the chosen language. */
  placeholder?(): string;
  note?(): ReactNode;
}

/** A control whose box reformats as the applicant types (phone, SSN, date): one answer, committed after a pause or on leaving. */
export function maskedAnswerControl(kind: MaskedAnswerKind) {
  return function MaskedAnswerControl({ path, label, required, errors, uischema, data, commit }: AnswerControlProps) {
    const { text, change, blur } = useLocalText({
      answer: typeof data === 'string' ? data : '',
      commit: (answer) => commit({ [path]: answer }),
      toText: kind.toText,
      toAnswer: kind.toAnswer,
      delayMs: COMMIT_DELAY_MS,
    });
    return (
      <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors} note={kind.note?.()}>
        {(a11y) => (
          <MaskedInput
            id={path}
            value={text}
            format={kind.format}
            onText={change}
            onBlur={blur}
            placeholder={kind.placeholder?.()}
            size="small"
            sx={{ maxWidth: kind.maxWidth }}
            inputProps={{ ...kind.inputProps, ...a11y }}
          />
        )}
      </FieldShell>
    );
  };
}
