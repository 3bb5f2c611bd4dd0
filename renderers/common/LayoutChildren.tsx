import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonFormsDispatch } from '@jsonforms/react';
import { RevealInStepsContext, SectionsToCome, useRevealedCount } from './reveal-in-steps.tsx';

export interface LayoutChildrenProps {
  elements: UISchemaElement[];
  schema: JsonSchema;
  path: string;
  enabled?: boolean;
  renderers?: JsonFormsRendererRegistryEntry[];
  cells?: JsonFormsCellRendererRegistryEntry[];
}

/**
 * Hands each child element to the registry (which may pick ShowWhen first); the page's top layout, when editing,
 * a section at a time (`useRevealedCount`).
 */
export function LayoutChildren({ elements, schema, path, enabled, renderers, cells }: LayoutChildrenProps) {
  const { count, stepping } = useRevealedCount(elements.length);
  const children = elements.slice(0, count).map((child, index) => (
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
  if (!stepping) return children;
  return (
    <RevealInStepsContext.Provider value={false}>
      {children}
      {count < elements.length && <SectionsToCome />}
    </RevealInStepsContext.Provider>
  );
}
