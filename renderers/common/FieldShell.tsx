import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useFormContext } from './form-context.tsx';
import { useLabelledBySection } from './section-name.tsx';
import { withTenantValues } from './texts.ts';
import { useFormText } from './form-text.tsx';

/** What the input(s) inside a field carry so assistive technology reads the hint, note and errors with them. */
export interface FieldA11y {
  'aria-describedby'?: string;
  'aria-invalid': boolean;
  'aria-required'?: boolean;
}

export interface FieldShellProps {
  /** The answer key: the input's id, so `/{page}#{key}` lands on it. */
  inputId: string;
  label: string;
  required?: boolean;
  help?: string;
  /** Error messages, one per line (JSON Forms joins a control's messages with newlines). */
  errors: string;
  /** Shown under the input and read with it. */
  note?: ReactNode;
  /**
   * The inputs' own component shows the note (a `FieldNote` with the id given to `children`), e.g. a count that
   * follows every letter: a letter then re-renders that component, not the whole field.
   */
  notedByInput?: boolean;
  /**
   * Several inputs (radios, month and year): a fieldset with a legend instead of a label, named by the section it
   * sits in and the legend (`<key>-label`), so the same question in two sections has two names.
   */
  group?: boolean;
  /**
   * No input shows at the moment (an upload already made, or a visitor's note): the label is plain text, since a
   * <label for> must point at an input.
   */
  withoutInput?: boolean;
  children(a11y: FieldA11y, noteId: string): ReactNode;
}

export function splitErrors(errors: string | undefined): string[] {
  return errors ? errors.split('\n').filter((message) => message !== '') : [];
}

/** The line under an input that is read with it (a hint about the typed text, a count). */
export function FieldNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <FormHelperText id={id} error={false} sx={{ mx: 0 }}>
      {children}
    </FormHelperText>
  );
}

/** Label, hint, input(s), note and errors of one question; required is marked, errors sit under the field. */
export function FieldShell({ inputId, label, required, help, errors, note, notedByInput, group, withoutInput, children }: FieldShellProps) {
  const messages = splitErrors(errors);
  const helpId = help ? `${inputId}-help` : undefined;
  const noteId = note !== undefined || notedByInput ? `${inputId}-note` : undefined;
  const errorId = messages.length > 0 ? `${inputId}-error` : undefined;
  const describedBy = [helpId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  const labelledBy = useLabelledBySection(`${inputId}-label`);
  const { tenantTexts } = useFormContext();
  const text = useFormText();
  const shownHelp = help && text(`${inputId}.description`, help);
  const a11y: FieldA11y = { 'aria-describedby': describedBy, 'aria-invalid': messages.length > 0, 'aria-required': required || undefined };
  return (
    <FormControl
      component={group ? 'fieldset' : 'div'}
      error={messages.length > 0}
      fullWidth
      margin="dense"
      aria-describedby={group ? describedBy : undefined}
      aria-labelledby={group ? labelledBy : undefined}
    >
      <FormLabel
        component={group ? 'legend' : withoutInput ? 'div' : 'label'}
        id={`${inputId}-label`}
        htmlFor={group || withoutInput ? undefined : inputId}
        required={required}
        error={messages.length > 0}
      >
        {withTenantValues(label, tenantTexts)}
      </FormLabel>
      {help && (
        <FormHelperText id={helpId} error={false} sx={{ mx: 0 }}>
          {withTenantValues(shownHelp || help, tenantTexts)}
        </FormHelperText>
      )}
      {children(a11y, `${inputId}-note`)}
      {note !== undefined && <FieldNote id={`${inputId}-note`}>{note}</FieldNote>}
      {errorId && (
        <FormHelperText id={errorId} component="div" sx={{ mx: 0 }}>
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </FormHelperText>
      )}
    </FormControl>
  );
}
