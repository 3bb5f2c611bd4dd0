import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { authText } from '../auth-texts.ts';
import type { AuthFieldProps } from '../hooks/use-auth-form.ts';

export interface AuthTextFieldProps {
  field: AuthFieldProps;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** What to write under the field when not all of its messages (the password checklist shows the rest). */
  shownMessages?: string[];
  /** Ids of further descriptions of the field (the password checklist). */
  describedBy?: string;
  /** A control at the input's end (the password visibility toggle). */
  endAdornment?: ReactNode;
}

/**
 * One labelled text input of an account card: what MUI's outlined TextField renders, from its parts (TextField
 * itself also brings Select and Menu to every account screen's first load). Its messages sit in a polite live region right under it (always
 * present, so screen readers announce a message as it appears) that the input names in aria-describedby.
 */
export function AuthTextField(props: AuthTextFieldProps) {
  const { field, label, autoComplete, type = 'text', inputMode, shownMessages, describedBy, endAdornment } = props;
  const id = useId();
  const messagesId = `${id}-messages`;
  const shown = shownMessages ?? field.errors;
  const invalid = field.errors.length > 0;
  return (
    <div>
      <FormControl fullWidth error={invalid} variant="outlined">
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          name={field.name}
          label={label}
          type={type}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.inputRef}
          autoComplete={autoComplete}
          endAdornment={endAdornment}
          inputProps={{
            inputMode,
            spellCheck: false,
            autoCapitalize: 'none',
            'aria-invalid': invalid,
            'aria-describedby': [messagesId, describedBy].filter(Boolean).join(' '),
          }}
        />
      </FormControl>
      <FormHelperText id={messagesId} error component="div" aria-live="polite" sx={{ mx: 1.75, '&:empty': { mt: 0 } }}>
        {shown.map((message) => (
          <span key={message} style={{ display: 'block' }}>
            {authText(message)}
          </span>
        ))}
      </FormHelperText>
    </div>
  );
}
