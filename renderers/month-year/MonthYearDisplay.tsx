import { useMemo } from 'react';
import { DisplayField } from '../common/DisplayField.tsx';
import { optionsOfSchema } from '../common/options.ts';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { monthYearText } from './display-text.ts';
import type { YearProps } from './year-props.ts';
import { shownOf, useFormText } from '../common/form-text.tsx';

/** Read-only twin: "January 2024". */
export function MonthYearDisplay({ path, label, schema, data, yearValue }: AnswerControlProps & YearProps) {
  const months = useMemo(() => optionsOfSchema(schema), [schema]);
  const text = useFormText();
  const shownMonths = months.map((month) => ({ ...month, label: shownOf(text, path, month.label) }));
  return <DisplayField id={path} label={label} value={monthYearText(shownMonths, data, yearValue)} />;
}
