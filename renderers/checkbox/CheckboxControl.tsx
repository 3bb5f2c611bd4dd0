import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { splitErrors } from '../common/FieldShell.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** A yes/no tick stored as a boolean; the question sits beside the box, errors under it. */
export function CheckboxControl({ path, label, required, errors, uischema, data, commit }: AnswerControlProps) {
  const messages = splitErrors(errors);
  const help: string | undefined = uischema.options?.help;
  const describedBy = [help && `${path}-help`, messages.length > 0 && `${path}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl error={messages.length > 0} margin="dense" fullWidth>
      <FormControlLabel
        label={
          <>
            {label}
            {required && <span aria-hidden="true"> *</span>}
          </>
        }
        control={
          <Checkbox
            checked={data === true}
            onChange={(event) => commit({ [path]: event.target.checked })}
            size="small"
            inputProps={{
              id: path,
              'aria-describedby': describedBy,
              'aria-invalid': messages.length > 0,
              'aria-required': required || undefined,
            }}
          />
        }
      />
      {help && (
        <FormHelperText id={`${path}-help`} error={false} sx={{ mx: 0 }}>
          {help}
        </FormHelperText>
      )}
      {messages.length > 0 && (
        <FormHelperText id={`${path}-error`} component="div" sx={{ mx: 0 }}>
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </FormHelperText>
      )}
    </FormControl>
  );
}
