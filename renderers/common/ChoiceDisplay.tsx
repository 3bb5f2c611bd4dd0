import { useMemo } from 'react';
import type { JsonFormsCore } from '@jsonforms/core';
import { descKeyOf } from '../../src/shared/form/answer-model.ts';
import { choiceText } from './display-text.ts';
import { DisplayField } from './DisplayField.tsx';
import { useFormContext } from './form-context.tsx';
import { optionsOfControl } from './options.ts';
import type { AnswerControlProps } from './with-answer-props.tsx';
import { shownOf, useFormText } from './form-text.tsx';

export type ChoiceDisplayProps = AnswerControlProps & { storedLabel: string };

/** Adds the stored `<key>_desc` to a choice's display props. */
export function selectStoredLabel(core: JsonFormsCore, props: { path: string }): { storedLabel: string } {
  const stored = (core.data ?? {})[descKeyOf(props.path)];
  return { storedLabel: typeof stored === 'string' ? stored : '' };
}

/** Read-only twin of select and radio: the chosen option's label (from the list, else the stored `_desc`). */
export function ChoiceDisplay({ path, label, schema, uischema, data, storedLabel }: ChoiceDisplayProps) {
  const { tenantOptions } = useFormContext();
  const text = useFormText();
  const options = useMemo(() => optionsOfControl(schema, uischema, tenantOptions), [schema, uischema, tenantOptions]);
  const chosen = choiceText(options, data, storedLabel);
  return <DisplayField id={path} label={label} value={chosen === '' ? '' : shownOf(text, path, chosen)} />;
}
