import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldA11y } from './FieldShell.tsx';
import type { SelectOption } from './options.ts';
import { rendererTexts } from './texts.ts';
import { shownLabel } from './form-text.tsx';

interface SelectInputProps {
  id: string;
  value: string;
  options: SelectOption[];
  onSelect(option: SelectOption): void;
  a11y: FieldA11y & { 'aria-label'?: string };
}

/** A native select (keyboard and screen readers for free) whose first option is the empty '--'. */
export function SelectInput({ id, value, options, onSelect, a11y }: SelectInputProps) {
  // A stored value the list no longer offers stays visible rather than silently showing '--'.
  const listed = value === '' || options.some((option) => option.value === value);
  const shown = listed ? options : [{ value, label: value }, ...options];
  return (
    <NativeSelect
      value={value}
      onChange={(event) => {
        const chosen = shown.find((option) => option.value === event.target.value);
        onSelect(chosen ?? { value: '', label: '' });
      }}
      input={<OutlinedInput size="small" />}
      inputProps={{ id, ...a11y }}
      fullWidth
    >
      <option value="">{rendererTexts.emptyOption}</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {shownLabel(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
