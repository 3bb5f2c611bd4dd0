import { useMemo } from 'react';
import { choiceText } from '../common/display-text.ts';
import { DisplayField } from '../common/DisplayField.tsx';
import type { ChoiceDisplayProps } from '../common/ChoiceDisplay.tsx';
import { dependentOptions, type DependentProps } from './dependent-options.ts';
import { shownOf, useFormText } from '../common/form-text.tsx';

/** Read-only twin: the chosen label from the list for the controlling answer, else the stored `_desc`. */
export function DependentSelectDisplay({ path, label, schema, uischema, data, storedLabel, controllingValue }: ChoiceDisplayProps & DependentProps) {
  const options = useMemo(() => dependentOptions(schema, uischema, controllingValue), [schema, uischema, controllingValue]);
  const text = useFormText();
  const chosen = choiceText(options, data, storedLabel);
  return <DisplayField id={path} label={label} value={chosen === '' ? '' : shownOf(text, path, chosen)} />;
}
