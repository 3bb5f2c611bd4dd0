import { useMemo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { descKeyOf } from '../../src/shared/form/answer-model.ts';
import { FieldShell } from '../common/FieldShell.tsx';
import { optionsOfSchema } from '../common/options.ts';
import { useLabelledBySection } from '../common/section-name.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { shownLabel, useShownOptions } from '../common/form-text.tsx';

/** One choice shown as radio buttons; `options.writeDesc` also stores the label in `<key>_desc`. */
export function RadioControl({ path, label, required, errors, schema, uischema, data, commit }: AnswerControlProps) {
  const options = useShownOptions(
    path,
    useMemo(() => optionsOfSchema(schema), [schema]),
  );
  const writeDesc = uischema.options?.writeDesc === true;
  const labelledBy = useLabelledBySection(`${path}-label`);
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={errors} group>
      {({ 'aria-required': ariaRequired, ...a11y }) => (
        <RadioGroup
          row={options.length <= 3}
          value={typeof data === 'string' ? data : ''}
          aria-labelledby={labelledBy}
          aria-required={ariaRequired}
          onChange={(_event, value) => {
            const chosen = { [path]: value };
            commit(writeDesc ? { ...chosen, [descKeyOf(path)]: options.find((o) => o.value === value)?.label ?? '' } : chosen);
          }}
        >
          {options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              label={shownLabel(option)}
              control={<Radio size="small" inputProps={{ id: index === 0 ? path : `${path}-${option.value}`, ...a11y }} />}
            />
          ))}
        </RadioGroup>
      )}
    </FieldShell>
  );
}
