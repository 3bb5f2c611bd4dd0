import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core';
import { JsonFormsDispatch } from '@jsonforms/react';
import { RevealAll, RevealingSection, RevealInStepsContext, SectionsToCome, useRevealedChildren } from './reveal-in-steps.tsx';

export interface LayoutChildrenProps {
  elements: UISchemaElement[];
  schema: JsonSchema;
  path: string;
  enabled?: boolean;
  renderers?: JsonFormsRendererRegistryEntry[];
  cells?: JsonFormsCellRendererRegistryEntry[];
}

/**
 * Hands each child element to the registry (which may pick ShowWhen first); on an editable page, the top layout a
 * section at a time and the section being added a few children at a time (`useRevealedChildren`).
 */
export function LayoutChildren({ elements, schema, path, enabled, renderers, cells }: LayoutChildrenProps) {
  const { count, pageTop, adding, advance } = useRevealedChildren(elements.length);
  const shown = elements
    .slice(0, count)
    .map((child, index) => (
      <JsonFormsDispatch key={`${child.type}-${index}`} uischema={child} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
    ));
  if (!pageTop) return <RevealAll>{shown}</RevealAll>;
  return (
    <RevealInStepsContext.Provider value={false}>
      {shown.map((child, index) => (
        <RevealingSection key={child.key} onShown={index === adding ? advance : null}>
          {child}
        </RevealingSection>
      ))}
      {adding !== null && <SectionsToCome />}
    </RevealInStepsContext.Provider>
  );
}
