import { useMemo } from 'react';
import { SelectField } from '../common/SelectField.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { dependentOptions, type DependentProps } from './dependent-options.ts';

/**
 * A select that follows another answer. Whether it shows is decided by ShowWhen with the shared
 * evaluator; clearing it and its `_desc` when the controlling answer changes happens in the shared commit.
 */
export function DependentSelectControl(props: AnswerControlProps & DependentProps) {
  const { schema, uischema, controllingValue } = props;
  const options = useMemo(() => dependentOptions(schema, uischema, controllingValue), [schema, uischema, controllingValue]);
  return <SelectField {...props} options={options} />;
}
