import type { Layout, LayoutProps } from '@jsonforms/core';
import { LayoutChildren } from '../layouts/LayoutChildren.tsx';

/** Read-only twin: the content, without the toggle. */
export function ConfirmationTriggerDisplay({ uischema, schema, path, enabled, renderers, cells }: LayoutProps) {
  return <LayoutChildren elements={(uischema as Layout).elements ?? []} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}
