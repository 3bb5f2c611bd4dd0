import { useLayoutEffect, useRef, useState } from 'react';
import { FieldShell } from '../common/FieldShell.tsx';
import { rendererDefaults, rendererTexts } from '../common/texts.ts';
import { useLocalText } from '../common/use-local-text.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { lookupOptionsOf } from './lookup-control-options.ts';
import { useLookupClient } from './lookup-context.ts';
import { useLookupCombobox } from './combobox-code.ts';
import type { Handover } from './lookup-input.ts';
import { LookupStandIn } from './LookupStandIn.tsx';
import { listOptions, type LookupOption } from './options.ts';
import { useLookupSearch } from './use-lookup-search.ts';

/**
 * A combobox for the main field of a group (an address's first line, a school's name): typing searches
 * GET /lookup/find; choosing a suggestion fills the whole group in one commit; 'Use: ' keeps what was typed.
 * Until the combobox's code is here (combobox-code.ts) a stand-in takes the typing.
 */
export function AutocompleteControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const { category, prefix } = lookupOptionsOf(uischema);
  const lookup = useLookupClient();
  const { suggestions, loading, search } = useLookupSearch(category);
  const answer = typeof data === 'string' ? data : '';
  const { text, change, blur } = useLocalText({ answer, commit: (typed) => commit({ [path]: typed }) });
  // The answer when a suggestion's detail arrives, which may be renders after the choice.
  const latestAnswer = useRef(answer);
  useLayoutEffect(() => {
    latestAnswer.current = answer;
  }, [answer]);
  const [typedByHand, setTypedByHand] = useState(false);
  const editedSinceChoice = useRef(false);
  const detailPending = useRef(false);
  const handoverRef = useRef<Handover | null>(null);
  const Combobox = useLookupCombobox();

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
        // A failed detail still keeps the chosen label in the main field.
        () => commit({ [path]: chosenLabel }),
      )
      .finally(() => (detailPending.current = false));
  };

  const onType = (value: string) => {
    editedSinceChoice.current = true;
    change(value);
    search(value);
  };
  const maxLength = schema.maxLength ?? rendererDefaults.textMaxLength;

  return (
    <FieldShell
      inputId={path}
      label={label}
      required={required}
      help={uischema.options?.help}
      errors={errors}
      note={typedByHand && text.trim() !== '' ? rendererTexts.lookupTypedHint : undefined}
    >
      {(a11y) => {
        const input = { id: path, text, inputProps: { ...a11y, maxLength }, handoverRef, onType, onLeave: keepTyped };
        return Combobox ? <Combobox {...input} options={listOptions(text, suggestions, loading)} loading={loading} onChoose={choose} /> : <LookupStandIn {...input} />;
      }}
    </FieldShell>
  );
}
