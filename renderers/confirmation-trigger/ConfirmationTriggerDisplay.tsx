import type { Layout } from '@jsonforms/core';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { LayoutChildren } from '../common/LayoutChildren.tsx';

/** Read-only twin: the content, without the toggle. */
export function ConfirmationTriggerDisplay({ uischema, schema, path, enabled, renderers, cells }: AnswerLayoutProps) {
  return <LayoutChildren elements={(uischema as Layout).elements ?? []} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}
