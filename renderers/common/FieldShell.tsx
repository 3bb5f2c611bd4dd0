import type { ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useFormContext } from './form-context.tsx';
import { useLabelledBySection } from './section-name.tsx';
import { withTenantValues } from './texts.ts';

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
  /** Shown under the input and read with it, e.g. a character count. */
  note?: ReactNode;
  /**
   * Several inputs (radios, month and year): a fieldset with a legend instead of a label, named by the section it
   * sits in and the legend (`<key>-label`), so the same question in two sections has two names.
   */
  group?: boolean;
  children(a11y: FieldA11y): ReactNode;
}

export function splitErrors(errors: string | undefined): string[] {
  return errors ? errors.split('\n').filter((message) => message !== '') : [];
}

/** Label, hint, input(s), note and errors of one question; required is marked, errors sit under the field. */
export function FieldShell({ inputId, label, required, help, errors, note, group, children }: FieldShellProps) {
  const messages = splitErrors(errors);
  const helpId = help ? `${inputId}-help` : undefined;
  const noteId = note !== undefined ? `${inputId}-note` : undefined;
  const errorId = messages.length > 0 ? `${inputId}-error` : undefined;
  const describedBy = [helpId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  const labelledBy = useLabelledBySection(`${inputId}-label`);
  const { tenantTexts } = useFormContext();
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
        component={group ? 'legend' : 'label'}
        id={`${inputId}-label`}
        htmlFor={group ? undefined : inputId}
        required={required}
        error={messages.length > 0}
      >
        {withTenantValues(label, tenantTexts)}
      </FormLabel>
      {help && (
        <FormHelperText id={helpId} error={false} sx={{ mx: 0 }}>
          {withTenantValues(help, tenantTexts)}
        </FormHelperText>
      )}
      {children(a11y)}
      {note !== undefined && (
        <FormHelperText id={noteId} error={false} sx={{ mx: 0 }}>
          {note}
        </FormHelperText>
      )}
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
