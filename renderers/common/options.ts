import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { toIsoDate } from '../../src/shared/form/answer-model.ts';
import type { YearList } from '../../src/shared/form/types.ts';
import { yearOptions } from '../../src/shared/form/year-options.ts';

export interface SelectOption {
  value: string;
  /** The English title: what `<key>_desc` stores. */
  label: string;
  /** The title in the chosen language, when it is not English (form-text.tsx). */
  shown?: string;
}

type ListedOption = { const?: unknown; title?: string };

function fromList(list: ListedOption[] | undefined): SelectOption[] {
  return (list ?? []).map((option) => ({ value: String(option.const), label: option.title ?? String(option.const) }));
}

/** The options a schema lists as `oneOf: [{const, title}]`. */
export function optionsOfSchema(schema: JsonSchema): SelectOption[] {
  return fromList(schema.oneOf as ListedOption[] | undefined);
}

/** The years of a `yearList`, counted from today's year unless it names a start. */
export function optionsOfYearList(yearList: YearList): SelectOption[] {
  return fromList(yearOptions(yearList, toIsoDate(new Date())));
}

/** The tenant option lists a form is rendered with (tenant.json `optionLists`), by list name. */
export type TenantOptionLists = Readonly<Record<string, ReadonlyArray<ListedOption>>>;

/**
 * A select's options: its year list when the UI schema names one, the tenant's list when the schema names one in
 * `x-tenantOptions` (entry terms, majors: they differ between institutions), otherwise the schema's `oneOf`.
 */
export function optionsOfControl(schema: JsonSchema, uischema: UISchemaElement, tenantOptions?: TenantOptionLists): SelectOption[] {
  const yearList = uischema.options?.yearList as YearList | undefined;
  if (yearList) return optionsOfYearList(yearList);
  const listName = (schema as { 'x-tenantOptions'?: string })['x-tenantOptions'];
  if (listName) return fromList([...(tenantOptions?.[listName] ?? [])]);
  return optionsOfSchema(schema);
}

/** A `displayAndOptions` list kept in the UI schema (`optionsByValue`). */
export function optionsOfList(list: ListedOption[] | undefined): SelectOption[] {
  return fromList(list);
}

/** The label stored in `<key>_desc` for a chosen value ('' for no choice). */
export function labelOf(options: SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
