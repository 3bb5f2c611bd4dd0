import { useMemo } from 'react';
import { optionsOfControl } from '../common/options.ts';
import { SelectField } from '../common/SelectField.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** One choice from the schema's `oneOf` (or a year list); its label goes to `<key>_desc`. */
export function SelectControl(props: AnswerControlProps) {
  const { schema, uischema } = props;
  const options = useMemo(() => optionsOfControl(schema, uischema), [schema, uischema]);
  return <SelectField {...props} options={options} />;
}
