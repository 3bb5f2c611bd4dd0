import { useMemo } from 'react';
import { labelOf } from '../common/options.ts';
import { DisplayField } from '../common/DisplayField.tsx';
import type { ChoiceDisplayProps } from '../common/ChoiceDisplay.tsx';
import { dependentOptions, type DependentProps } from './dependent-options.ts';

/** Read-only twin: the chosen label from the list for the controlling answer, else the stored `_desc`. */
export function DependentSelectDisplay({ path, label, schema, uischema, data, storedLabel, controllingValue }: ChoiceDisplayProps & DependentProps) {
  const options = useMemo(() => dependentOptions(schema, uischema, controllingValue), [schema, uischema, controllingValue]);
  const value = typeof data === 'string' ? data : '';
  return <DisplayField id={path} label={label} value={value === '' ? '' : labelOf(options, value) || storedLabel || value} />;
}
