import { useMemo } from 'react';
import { useFormContext } from '../common/form-context.tsx';
import { optionsOfControl } from '../common/options.ts';
import { SelectField } from '../common/SelectField.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';

/** One choice from the schema's `oneOf` (or a year list, or a tenant list); its label goes to `<key>_desc`. */
export function SelectControl(props: AnswerControlProps) {
  const { schema, uischema } = props;
  const { tenantOptions } = useFormContext();
  const options = useMemo(() => optionsOfControl(schema, uischema, tenantOptions), [schema, uischema, tenantOptions]);
  return <SelectField {...props} options={options} />;
}
