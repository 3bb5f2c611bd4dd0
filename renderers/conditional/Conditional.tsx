import type { Layout, LayoutProps } from '@jsonforms/core';
import { JsonFormsDispatch } from '@jsonforms/react';
import type { UiElement } from '../../src/shared/form/types.ts';
import { shownBranch } from '../../src/shared/form/visibility.ts';

/**
 * Shows the one branch whose condition holds (the shared evaluator picks it); the engine clears the others' keys.
 * Has no inputs of its own, so it serves the edit and the display registry alike.
 */
export function Conditional({ uischema, schema, path, enabled, renderers, cells, data }: LayoutProps) {
  const index = shownBranch(uischema as UiElement, data ?? {});
  const branch = (uischema as Layout).elements?.[index];
  if (!branch) return null;
  return <JsonFormsDispatch uischema={branch} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}
