import type { JsonFormsCore, JsonSchema, UISchemaElement } from '@jsonforms/core';
import { optionsOfControl, optionsOfList, type SelectOption } from '../common/options.ts';

export type DependentProps = { controllingValue: string };

/** Adds the controlling answer (`options.dependsOn`) to a dependent select's props. */
export function selectControllingValue(core: JsonFormsCore, props: { uischema: UISchemaElement }): DependentProps {
  const value = (core.data ?? {})[props.uischema.options?.dependsOn];
  return { controllingValue: typeof value === 'string' ? value : '' };
}

/** `displayAndOptions`: the list kept for the controlling answer; `display`: the schema's own list. */
export function dependentOptions(schema: JsonSchema, uischema: UISchemaElement, controllingValue: string): SelectOption[] {
  if (uischema.options?.category !== 'displayAndOptions') return optionsOfControl(schema, uischema);
  return optionsOfList(uischema.options?.optionsByValue?.[controllingValue]);
}
