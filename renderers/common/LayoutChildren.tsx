import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonFormsDispatch } from '@jsonforms/react';

export interface LayoutChildrenProps {
  elements: UISchemaElement[];
  schema: JsonSchema;
  path: string;
  enabled?: boolean;
  renderers?: JsonFormsRendererRegistryEntry[];
  cells?: JsonFormsCellRendererRegistryEntry[];
}

/** Hands each child element to the registry (which may pick ShowWhen first). */
export function LayoutChildren({ elements, schema, path, enabled, renderers, cells }: LayoutChildrenProps) {
  return elements.map((child, index) => (
    <JsonFormsDispatch
      key={`${child.type}-${index}`}
      uischema={child}
      schema={schema}
      path={path}
      enabled={enabled}
      renderers={renderers}
      cells={cells}
    />
  ));
}
