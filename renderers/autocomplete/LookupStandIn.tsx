import { useLayoutEffect, useRef } from 'react';
import OutlinedInput from '@mui/material/OutlinedInput';
import { rendererTexts } from '../common/texts.ts';
import { warmLookupCombobox } from './combobox-code.ts';
import type { LookupInputProps } from './lookup-input.ts';

// MUI Autocomplete's spacing of a small outlined input (its root's padding and its input's), so the box and its
// text do not move when the combobox replaces the stand-in.
const comboboxLook = {
  p: '6px 9px 6px 6px',
  '& .MuiOutlinedInput-input': { p: '2.5px 4px 2.5px 8px', textOverflow: 'ellipsis' },
} as const;

/**
 * What a lookup field shows until the combobox's code is here: the same box, a closed combobox to assistive
 * technology, taking typed text (which searches as the combobox would). Focus or hover fetches the combobox; as the
 * stand-in leaves, it hands the combobox the focus and the caret.
 */
export function LookupStandIn({ id, text, inputProps, handoverRef, onType, onLeave }: LookupInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const leaving = useRef(false);

  useLayoutEffect(() => {
    const element = input.current;
    leaving.current = false;
    // Runs before React takes the input out of the page, so it still knows whether it had the focus.
    return () => {
      leaving.current = true;
      if (!element || element !== element.ownerDocument.activeElement) return;
      const end = element.value.length;
      handoverRef.current = {
        selectionStart: element.selectionStart ?? end,
        selectionEnd: element.selectionEnd ?? end,
        selectionDirection: element.selectionDirection ?? 'none',
        typed: typed.current,
      };
    };
  }, [handoverRef]);

  return (
    <OutlinedInput
      id={id}
      value={text}
      inputRef={input}
      onChange={(event) => {
        typed.current = true;
        onType(event.target.value);
      }}
      onFocus={() => {
        typed.current = false;
        warmLookupCombobox();
      }}
      // Taking the input out of the page while it has the focus is not the applicant leaving the field.
      onBlur={() => leaving.current || onLeave()}
      onPointerEnter={warmLookupCombobox}
      placeholder={rendererTexts.lookupPlaceholder}
      size="small"
      fullWidth
      sx={comboboxLook}
      inputProps={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': false,
        autoComplete: 'off',
        autoCapitalize: 'none',
        spellCheck: 'false',
        ...inputProps,
      }}
    />
  );
}
