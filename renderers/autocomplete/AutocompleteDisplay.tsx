import type { JsonFormsCore, UISchemaElement } from '@jsonforms/core';
import { DisplayField } from '../common/DisplayField.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { lookupCodeKey, lookupText } from './display-text.ts';

export type AutocompleteDisplayProps = AnswerControlProps & { code: string };

/** Adds the group's CEEB code (`<prefix>ceeb`) for school and college lookups. */
export function selectLookupCode(core: JsonFormsCore, props: { uischema: UISchemaElement }): { code: string } {
  const key = lookupCodeKey(props.uischema);
  const stored = key === null ? undefined : (core.data ?? {})[key];
  return { code: typeof stored === 'string' ? stored : '' };
}

/** Read-only twin (service view): the stored value; a school or college with its CEEB code, 'Name (060140)'. */
export function AutocompleteDisplay({ path, label, data, code }: AutocompleteDisplayProps) {
  return <DisplayField id={path} label={label} value={lookupText(data, code)} />;
}
