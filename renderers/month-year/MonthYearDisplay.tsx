import { useMemo } from 'react';
import { DisplayField } from '../common/DisplayField.tsx';
import { labelOf, optionsOfSchema } from '../common/options.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import type { YearProps } from './year-props.ts';

/** Read-only twin: "January 2024". */
export function MonthYearDisplay({ path, label, schema, data, yearValue }: AnswerControlProps & YearProps) {
  const months = useMemo(() => optionsOfSchema(schema), [schema]);
  const month = typeof data === 'string' && data !== '' ? labelOf(months, data) || data : '';
  return <DisplayField id={path} label={label} value={[month, yearValue].filter(Boolean).join(' ')} />;
}
