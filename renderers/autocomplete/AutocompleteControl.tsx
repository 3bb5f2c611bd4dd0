import { useRef, useState } from 'react';
import { Autocomplete, OutlinedInput } from '@mui/material';
import { FieldShell } from '../common/FieldShell.tsx';
import { rendererDefaults, rendererTexts } from '../common/texts.ts';
import { useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { lookupOptionsOf } from './lookup-control-options.ts';
import { useLookupClient } from './lookup-context.ts';
import { listOptions, optionKey, type LookupOption } from './options.ts';
import { OptionRow } from './OptionRow.tsx';
import { useLookupSearch } from './use-lookup-search.ts';

// The answer is the typed text, so no option ever stays chosen (MUI's value); clearing is by deleting the text.
const NOTHING_CHOSEN = null as unknown as LookupOption;

/**
 * A combobox for the main field of a group (an address's first line, a school's name): typing searches
 * GET /lookup/find; choosing a suggestion fills the whole group in one commit; 'Use: ' keeps what was typed.
 */
export function AutocompleteControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const { category, prefix } = lookupOptionsOf(uischema);
  const lookup = useLookupClient();
  const { suggestions, loading, search } = useLookupSearch(category);
  const answer = typeof data === 'string' ? data : '';
  const { text, change, blur } = useLocalText({ answer, commit: (typed) => commit({ [path]: typed }) });
  const latestAnswer = useRef(answer);
  latestAnswer.current = answer;
  const [typedByHand, setTypedByHand] = useState(false);
  const editedSinceChoice = useRef(false);
  const detailPending = useRef(false);

  const keepTyped = () => {
    if (detailPending.current) return;
    if (editedSinceChoice.current) setTypedByHand(true);
    editedSinceChoice.current = false;
    blur();
  };

  const choose = (option: LookupOption | null) => {
    if (!option) return;
    if (option.kind === 'typed') return keepTyped();
    const { id, text: chosenLabel } = option.suggestion;
    change(chosenLabel);
    setTypedByHand(false);
    editedSinceChoice.current = false;
    detailPending.current = true;
    lookup
      .record(category, id, prefix)
      .then(
        (record) => {
          // A bare ZIP fills city, state and ZIP but no first line: the line shows its answer again.
          if (!(path in record)) change(latestAnswer.current);
          commit(record);
        },
        // Spec point 7: a failed detail still keeps the chosen label in the main field.
        () => commit({ [path]: chosenLabel }),
      )
      .finally(() => (detailPending.current = false));
  };

  return (
    <FieldShell
      inputId={path}
      label={label}
      required={required}
      help={uischema.options?.help}
      errors={errors}
      note={typedByHand && text.trim() !== '' ? rendererTexts.lookupTypedHint : undefined}
    >
      {(a11y) => (
        <Autocomplete<LookupOption, false, true, false>
          id={path}
          value={NOTHING_CHOSEN}
          inputValue={text}
          options={listOptions(text, suggestions, loading)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => (option.kind === 'typed' ? option.text : option.suggestion.text)}
          getOptionKey={optionKey}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'input') return;
            editedSinceChoice.current = true;
            change(value);
            search(value);
          }}
          onChange={(_event, option) => choose(option)}
          onBlur={keepTyped}
          renderOption={({ key, ...props }, option) => <OptionRow key={key} {...props} option={option} />}
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
          renderInput={({ InputProps, inputProps }) => (
            <OutlinedInput
              ref={InputProps.ref}
              className={InputProps.className}
              onMouseDown={InputProps.onMouseDown}
              placeholder={rendererTexts.lookupPlaceholder}
              size="small"
              fullWidth
              inputProps={{ ...inputProps, ...a11y, maxLength: schema.maxLength ?? rendererDefaults.textMaxLength }}
            />
          )}
        />
      )}
    </FieldShell>
  );
}
