import { useLayoutEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import OutlinedInput from '@mui/material/OutlinedInput';
import { rendererTexts } from '../common/texts.ts';
import type { LookupInputProps } from './lookup-input.ts';
import { optionKey, type LookupOption } from './options.ts';
import { OptionRow } from './OptionRow.tsx';

// The answer is the typed text, so no option ever stays chosen (MUI's value); clearing is by deleting the text.
const NOTHING_CHOSEN = null as unknown as LookupOption;

export type LookupComboboxProps = LookupInputProps & {
  options: LookupOption[];
  loading: boolean;
  onChoose(option: LookupOption | null): void;
};

/**
 * The combobox itself (MUI Autocomplete, its listbox popup): a chunk of its own, loaded on first interaction. When it
 * replaces the stand-in the applicant was typing in, it takes over the focus, the caret and an open list.
 */
export function LookupCombobox({ id, text, inputProps, handoverRef, onType, onLeave, options, loading, onChoose }: LookupComboboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const taken = handoverRef.current;
    handoverRef.current = null;
    if (!taken || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(taken.selectionStart, taken.selectionEnd, taken.selectionDirection);
    if (taken.typed) setOpen(true);
  }, [handoverRef]);

  // The active option is marked when MUI moves it, and again after each render, which draws new options.
  useLayoutEffect(() => {
    if (open) markActiveOption(id, input.current?.getAttribute('aria-activedescendant'));
  });
  useLayoutEffect(() => {
    const combobox = input.current;
    if (!combobox) return;
    const observer = new MutationObserver(() => markActiveOption(id, combobox.getAttribute('aria-activedescendant')));
    observer.observe(combobox, { attributes: true, attributeFilter: ['aria-activedescendant'] });
    return () => observer.disconnect();
  }, [id]);

  return (
    <Autocomplete<LookupOption, false, true, false>
      id={id}
      value={NOTHING_CHOSEN}
      inputValue={text}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (option.kind === 'typed' ? option.text : option.suggestion.text)}
      getOptionKey={optionKey}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') onType(value);
      }}
      onChange={(_event, option) => onChoose(option)}
      onBlur={onLeave}
      // The value stays empty (a choice fills other questions), so MUI marks no option selected. The option
      // aria-activedescendant points at must be, for a combobox's active option; MUI moves its highlight without a
      // render (it sets aria-activedescendant itself), so the mark follows that attribute. The listbox stays in the
      // page's landmarks, not in a portal.
      renderOption={({ key, ...props }, option) => <OptionRow key={key} {...props} option={option} />}
      disablePortal
      loading={loading}
      loadingText={rendererTexts.lookupLoading}
      noOptionsText={rendererTexts.lookupNoOptions}
      autoHighlight
      clearOnBlur={false}
      handleHomeEndKeys={false}
      disableClearable
      forcePopupIcon={false}
      fullWidth
      size="small"
      renderInput={({ InputProps, inputProps: comboboxProps }) => (
        <OutlinedInput
          ref={InputProps.ref}
          className={InputProps.className}
          onMouseDown={InputProps.onMouseDown}
          placeholder={rendererTexts.lookupPlaceholder}
          size="small"
          fullWidth
          inputRef={input}
          inputProps={{ ...comboboxProps, ...inputProps }}
        />
      )}
    />
  );
}

/** Marks the active option of `id`'s listbox selected, and no other. */
function markActiveOption(id: string, activeId: string | null | undefined): void {
  const listbox = document.getElementById(`${id}-listbox`);
  if (!listbox) return;
  for (const option of listbox.querySelectorAll('[role="option"]')) option.setAttribute('aria-selected', String(option.id === activeId));
}
