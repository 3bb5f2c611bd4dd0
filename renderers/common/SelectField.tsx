import { descKeyOf } from '../../src/shared/form/answer-model.ts';
import { FieldShell } from './FieldShell.tsx';
import type { SelectOption } from './options.ts';
import { SelectInput } from './SelectInput.tsx';
import type { AnswerControlProps } from './with-answer-props.tsx';
import { useShownOptions } from './form-text.tsx';

/** A labelled select over the given options; writes the value and its label in `<key>_desc` in one change. */
export function SelectField({ path, label, required, errors, uischema, data, commit, options: englishOptions }: AnswerControlProps & { options: SelectOption[] }) {
  const options = useShownOptions(path, englishOptions);
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors}>
      {(a11y) => (
        <SelectInput
          id={path}
          value={typeof data === 'string' ? data : ''}
          options={options}
          onSelect={(option) => commit({ [path]: option.value, [descKeyOf(path)]: option.label })}
          a11y={a11y}
        />
      )}
    </FieldShell>
  );
}
