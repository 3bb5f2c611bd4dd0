import { errorAt, type JsonFormsCore, type JsonSchema, type UISchemaElement } from '@jsonforms/core';
import { optionsOfSchema, optionsOfYearList, type SelectOption } from '../common/options.ts';
import type { YearList } from '../../src/shared/form/types.ts';

export type YearProps = { yearKey: string; yearValue: string; yearErrors: string };

function yearSchemaOf(core: JsonFormsCore, yearKey: string): JsonSchema {
  return (core.schema?.properties?.[yearKey] as JsonSchema | undefined) ?? {};
}

/** The year half of a month/year pair: its key, stored value and errors (one per line, like a control's). */
export function selectYear(core: JsonFormsCore, props: { uischema: UISchemaElement }): YearProps {
  const yearKey: string = props.uischema.options?.yearKey ?? '';
  const value = (core.data ?? {})[yearKey];
  const errors = yearKey ? errorAt(yearKey, yearSchemaOf(core, yearKey))(core).map((error) => error.message ?? '') : [];
  return { yearKey, yearValue: typeof value === 'string' ? value : '', yearErrors: errors.join('\n') };
}

/** The years offered: the UI schema's `yearList`, else the year key's own `oneOf`. */
export function yearOptionsOf(uischema: UISchemaElement, rootSchema: JsonSchema, yearKey: string): SelectOption[] {
  const yearList = uischema.options?.yearList as YearList | undefined;
  if (yearList) return optionsOfYearList(yearList);
  return optionsOfSchema((rootSchema.properties?.[yearKey] as JsonSchema | undefined) ?? {});
}
