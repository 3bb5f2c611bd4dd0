import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { caretAfterDigits } from './mask.ts';

type MaskedInputProps = Omit<OutlinedInputProps, 'onChange' | 'value' | 'inputRef'> & {
  value: string;
  /** Reformats what is in the box after each edit. */
  format(text: string): string;
  onText(text: string): void;
};

/** A text box that reformats as the applicant types and keeps the caret beside the digit it was after. */
export function MaskedInput({ value, format, onText, ...rest }: MaskedInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const box = input.current;
    if (caret.current === null || !box || box !== document.activeElement) return;
    box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const before = raw.slice(0, event.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
    const formatted = format(raw);
    caret.current = caretAfterDigits(formatted, before);
    onText(formatted);
  }

  return <OutlinedInput {...rest} value={value} onChange={handleChange} inputRef={input} />;
}
