import type { JsonFormsCore, UISchemaElement } from '@jsonforms/core';
import { DisplayField } from '../common/DisplayField.tsx';
import type { AnswerControlProps } from '../common/with-answer-props.tsx';
import { lookupOptionsOf } from './lookup-control-options.ts';

export type AutocompleteDisplayProps = AnswerControlProps & { code: string };

/** Adds the group's CEEB code (`<prefix>ceeb`) for school and college lookups. */
export function selectLookupCode(core: JsonFormsCore, props: { uischema: UISchemaElement }): { code: string } {
  const { category, prefix } = lookupOptionsOf(props.uischema);
  if (category === 'address') return { code: '' };
  const stored = (core.data ?? {})[`${prefix}ceeb`];
  return { code: typeof stored === 'string' ? stored : '' };
}

/** Read-only twin (service view): the stored value; a school or college with its CEEB code, 'Name (060140)'. */
export function AutocompleteDisplay({ path, label, data, code }: AutocompleteDisplayProps) {
  const value = typeof data === 'string' ? data : '';
  return <DisplayField id={path} label={label} value={value !== '' && code !== '' ? `${value} (${code})` : value} />;
}
