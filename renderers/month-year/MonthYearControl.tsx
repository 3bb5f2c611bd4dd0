import { useMemo } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { descKeyOf } from '../../src/shared/form/answer-model.ts';
import { FieldShell } from '../common/FieldShell.tsx';
import { optionsOfSchema } from '../common/options.ts';
import { SelectInput } from '../common/SelectInput.tsx';
import { rendererTexts } from '../common/texts.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { yearOptionsOf, type YearProps } from './year-props.ts';
import { useShownOptions } from '../common/form-text.tsx';

/** Month and year as two selects under one question; the errors of both keys show together under the pair. */
export function MonthYearControl(props: AnswerControlProps & YearProps) {
  const { path, label, required, errors, schema, rootSchema, uischema, data, commit, yearKey, yearValue, yearErrors } = props;
  const months = useShownOptions(
    path,
    useMemo(() => optionsOfSchema(schema), [schema]),
  );
  const years = useMemo(() => yearOptionsOf(uischema, rootSchema, yearKey), [uischema, rootSchema, yearKey]);
  const allErrors = [...new Set([errors, yearErrors].flatMap((list) => (list ? list.split('\n') : [])))].join('\n');
  return (
    <FieldShell inputId={path} label={label} required={required} help={uischema.options?.help} errors={allErrors} group>
      {(a11y) => (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <FormControl error={a11y['aria-invalid']} sx={{ flex: '1 1 10rem', maxWidth: '14rem' }}>
            <FormLabel htmlFor={path}>{rendererTexts.month}</FormLabel>
            <SelectInput
              id={path}
              value={typeof data === 'string' ? data : ''}
              options={months}
              onSelect={(option) => commit({ [path]: option.value, [descKeyOf(path)]: option.label })}
              a11y={a11y}
            />
          </FormControl>
          <FormControl error={a11y['aria-invalid']} sx={{ flex: '1 1 8rem', maxWidth: '10rem' }}>
            <FormLabel htmlFor={yearKey}>{rendererTexts.year}</FormLabel>
            <SelectInput
              id={yearKey}
              value={yearValue}
              options={years}
              onSelect={(option) => commit({ [yearKey]: option.value, [descKeyOf(yearKey)]: option.label })}
              a11y={a11y}
            />
          </FormControl>
        </Box>
      )}
    </FieldShell>
  );
}
